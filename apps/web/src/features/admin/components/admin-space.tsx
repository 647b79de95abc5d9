import { type KeyboardEvent, useId, useState } from 'react';
import { AdminJournal } from './admin-journal.tsx';
import { AdminMembers } from './admin-members.tsx';
import { AdminPrograms } from './admin-programs.tsx';
import { AdminStatsRow } from './admin-stats.tsx';

const TABS = [
  { key: 'members', label: 'Membres' },
  { key: 'programs', label: 'Programmes' },
  { key: 'journal', label: 'Journal' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

/** /admin (issue 32): the numbers, then Membres, Programmes and Journal as tabs (arrows move between them). */
export function AdminSpace({ currentUserId }: { currentUserId: number }) {
  const [tab, setTab] = useState<TabKey>('members');
  const id = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = TABS.findIndex((item) => item.key === tab);
    const next = TABS[(index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length];
    if (!next) return;
    setTab(next.key);
    document.getElementById(`${id}-tab-${next.key}`)?.focus();
  };
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">Administration</h1>
        <p className="mt-2 text-stone-600">Les membres, les programmes publics et le journal des actions.</p>
      </div>
      <AdminStatsRow />
      <div
        role="tablist"
        aria-label="Sections de l’administration"
        onKeyDown={onKeyDown}
        className="flex gap-1 rounded-xl bg-stone-100 p-1"
      >
        {TABS.map((item) => (
          <button
            key={item.key}
            id={`${id}-tab-${item.key}`}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === item.key ? 0 : -1}
            onClick={() => setTab(item.key)}
            className={`h-10 flex-1 rounded-lg font-semibold text-sm transition-colors ${
              tab === item.key ? 'bg-white text-stone-900 shadow-sm' : 'text-stone-600 hover:text-stone-900'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 'members' && <AdminMembers currentUserId={currentUserId} />}
        {tab === 'programs' && <AdminPrograms />}
        {tab === 'journal' && <AdminJournal />}
      </div>
    </div>
  );
}
