import { APP_NAME, APP_TAGLINE, formatDecimal, plural, type ShareCard as ShareCardData } from '@elan/domain';
import type { Ref } from 'react';
import { CARD_COLOURS, cardTone } from '../card-theme.ts';
import { nameInitial } from '../social-format.ts';

/** Spec §2: the 9:16 card is shown at 360×640 (and captured at three times that). */
export const CARD_WIDTH = 360;
export const CARD_HEIGHT = 640;

type ShareCardProps = { data: ShareCardData; ref?: Ref<HTMLDivElement> };

function Figure({ value, label }: { value: number; label: string }) {
  return (
    <div
      style={{ background: 'rgba(255,255,255,0.14)' }}
      className="flex flex-col items-center rounded-2xl py-3"
    >
      <span className="font-black text-3xl tabular-nums">{formatDecimal(value)}</span>
      <span className="font-medium text-xs opacity-90">{label}</span>
    </div>
  );
}

/**
 * The day's card (spec §4 share card), coloured by streak. Inline colours and no web font so
 * the PNG looks like the screen; nothing here loads from another origin.
 */
export function ShareCard({ data, ref }: ShareCardProps) {
  const tone = cardTone(data.stats.streak, data.status.unlocked);
  const colours = CARD_COLOURS[tone];
  const { user, stats, feed_event: event } = data;
  return (
    <div
      ref={ref}
      data-tone={tone}
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        background: `linear-gradient(160deg, ${colours.from} 0%, ${colours.to} 100%)`,
      }}
      className="relative flex flex-col overflow-hidden p-7 text-white"
    >
      <span
        aria-hidden="true"
        style={{ background: colours.accent, opacity: 0.18 }}
        className="-top-24 -right-24 absolute size-72 rounded-full"
      />
      <div className="relative flex items-center justify-between">
        <span className="font-black text-2xl tracking-tight">{APP_NAME}</span>
        <span
          style={{ color: colours.from, background: colours.accent }}
          className="rounded-full px-3 py-1 font-bold text-xs"
        >
          {colours.label}
        </span>
      </div>
      <div className="relative mt-7 flex flex-col items-center gap-3 text-center">
        {user.avatar_url ? (
          <img
            src={user.avatar_url}
            alt=""
            className="size-24 rounded-full object-cover ring-4 ring-white/70"
          />
        ) : (
          <span
            style={{ background: 'rgba(255,255,255,0.2)' }}
            className="grid size-24 place-items-center rounded-full font-black text-5xl ring-4 ring-white/70"
          >
            {nameInitial(user.name)}
          </span>
        )}
        <p className="font-extrabold text-2xl leading-tight">{user.name}</p>
      </div>
      <div className="relative mt-6 flex flex-col items-center text-center">
        <span className="font-black text-7xl tabular-nums leading-none">{formatDecimal(stats.streak)}</span>
        <span className="mt-1 font-semibold text-lg">
          {plural(stats.streak, 'jour de suite', 'jours de suite')}
        </span>
      </div>
      <p
        style={{ background: 'rgba(0,0,0,0.18)' }}
        className="relative mt-6 mb-5 line-clamp-3 rounded-2xl px-4 py-3 text-center font-medium"
      >
        {event ? (
          <>
            <span className="mr-1.5">{event.emoji}</span>
            {event.message}
          </>
        ) : (
          'Une séance aujourd’hui, et la série démarre.'
        )}
      </p>
      <div className="relative mt-auto grid grid-cols-2 gap-3">
        <Figure value={stats.total_days} label={plural(stats.total_days, 'jour actif', 'jours actifs')} />
        <Figure value={stats.friends_count} label={plural(stats.friends_count, 'ami', 'amis')} />
      </div>
      <div className="relative mt-4 flex flex-col items-center gap-0.5 text-center">
        <span className="font-semibold text-sm">@{user.username}</span>
        <span className="text-xs opacity-90">{APP_TAGLINE}</span>
      </div>
    </div>
  );
}
