import type { LucideIcon } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export type ProfileTab<T extends string> = { id: T; label: string; icon: LucideIcon; panel: ReactNode };

type ProfileTabsProps<T extends string> = {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly ProfileTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
};

/**
 * WAI-ARIA tabs with automatic activation: one tab stop, arrows (and Home, End) move and select,
 * each tab controls its own panel. Every panel stays mounted so switching keeps scroll and state.
 */
export function ProfileTabs<T extends string>({ label, tabs, selected, onSelect }: ProfileTabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef<Map<T, HTMLButtonElement>>(new Map());
  const tabId = (id: T) => `${baseId}-tab-${id}`;
  const panelId = (id: T) => `${baseId}-panel-${id}`;

  // Selected from inside a panel (« Voir tout »): the focus would vanish with the hidden panel.
  useEffect(() => {
    const active = document.activeElement;
    if (active instanceof HTMLElement && active.closest('[hidden]')) tabRefs.current.get(selected)?.focus();
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = tabs[target];
    if (!next) return;
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  return (
    <div className="flex flex-col gap-6">
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // On a phone the tabs share the width in equal columns, their labels on two lines if need
        // be, so every tab shows (« Tous les Badges » was cut off at 390 px); narrower still,
        // the list scrolls inside itself, tab by tab.
        className="flex snap-x snap-mandatory gap-1 self-start overflow-x-auto rounded-2xl bg-stone-100 p-1 max-sm:grid max-sm:auto-cols-fr max-sm:grid-flow-col max-sm:self-stretch"
      >
        {tabs.map(({ id, label: tabLabel, icon: Icon }) => {
          const isSelected = id === selected;
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) tabRefs.current.set(id, element);
                else tabRefs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={tabId(id)}
              aria-selected={isSelected}
              aria-controls={panelId(id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={`inline-flex h-10 shrink-0 snap-start items-center justify-center gap-2 whitespace-nowrap rounded-xl px-4 font-semibold text-sm transition-colors max-sm:h-auto max-sm:min-h-12 max-sm:whitespace-normal max-sm:px-2 max-sm:py-1.5 max-sm:text-center max-sm:leading-tight ${
                isSelected
                  ? 'bg-white text-brand-700 shadow-sm shadow-stone-900/10'
                  : 'text-stone-600 hover:bg-white/60 hover:text-stone-900'
              }`}
            >
              <Icon aria-hidden="true" className="size-4 max-sm:hidden" />
              {tabLabel}
            </button>
          );
        })}
      </div>
      {tabs.map(({ id, panel }) => (
        <div
          key={id}
          role="tabpanel"
          id={panelId(id)}
          aria-labelledby={tabId(id)}
          hidden={id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is a tab stop (WAI-ARIA tabs pattern).
          tabIndex={0}
          className="rounded-2xl focus-visible:outline-offset-4"
        >
          {panel}
        </div>
      ))}
    </div>
  );
}
