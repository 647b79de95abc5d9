import { APP_NAME, APP_TAGLINE, formatDecimal, plural, type ShareCard as ShareCardData } from '@elan/domain';
import type { Ref } from 'react';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';
import { CARD_COLOURS, cardTone } from '../card-theme.ts';
import { nameInitial } from '../social-format.ts';
import { workoutFigures } from '../workout-figures.ts';

/** Spec §2: the 9:16 card is shown at 360×640 (and captured at three times that). */
export const CARD_WIDTH = 360;
export const CARD_HEIGHT = 640;

/** A completion on the card (issue 29): what the session variant shows instead of the day's streak. */
export type ShareSession = {
  title: string;
  programTitle: string;
  durationMinutes: number;
  volumeKg: number;
  /** The sets done: they stand in the volume's place when it is 0 kg (body weight only). */
  setsDone: number;
  /** The records it beat: the exercise, the kind of record, the value. */
  records: { key: string; exercise: string; kind: string; value: string }[];
  /** The badges it earned, drawn as their medallions. */
  badges: { code: string; category: string; name: string }[];
};

type ShareCardProps = {
  data: ShareCardData;
  /** Given: the card shows this session rather than the streak (the colour still follows the streak). */
  session?: ShareSession | undefined;
  ref?: Ref<HTMLDivElement>;
};

function Figure({ value, label, size = 'lg' }: { value: string; label: string; size?: 'lg' | 'md' }) {
  return (
    <div
      style={{ background: 'rgba(255,255,255,0.14)' }}
      className="flex min-w-0 flex-col items-center rounded-2xl px-1 py-3"
    >
      <span className={`font-black tabular-nums ${size === 'lg' ? 'text-3xl' : 'text-xl'}`}>{value}</span>
      <span className="font-medium text-xs opacity-90">{label}</span>
    </div>
  );
}

/** The session variant's middle: its title, its figures and the records it beat. */
function SessionBody({ session, streak }: { session: ShareSession; streak: number }) {
  const shown = session.records.slice(0, 3);
  return (
    <>
      <div className="relative mt-5 flex flex-col items-center text-center">
        <span className="font-semibold text-sm opacity-90">Séance terminée</span>
        <span className="mt-1 line-clamp-2 font-black text-2xl leading-tight">{session.title}</span>
        <span className="mt-1 line-clamp-1 text-sm opacity-90">{session.programTitle}</span>
      </div>
      <div className="relative mt-5 flex justify-center gap-2 *:flex-1">
        {workoutFigures({ ...session, records: session.records.length }, true).map((figure) => (
          <Figure key={figure.key} size="md" value={figure.value} label={figure.label} />
        ))}
      </div>
      <ul
        style={{ background: 'rgba(0,0,0,0.18)' }}
        className="relative mt-4 flex flex-col gap-1 rounded-2xl px-4 py-3 text-sm"
      >
        {shown.length === 0 ? (
          <li className="text-center font-medium">Une séance de plus dans la série.</li>
        ) : (
          shown.map((record) => (
            <li key={record.key} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                <span className="block truncate">🏆 {record.exercise}</span>
                <span className="block text-xs opacity-85">{record.kind}</span>
              </span>
              <span className="shrink-0 font-bold tabular-nums">{record.value}</span>
            </li>
          ))
        )}
      </ul>
      {/* The streak, and the badges this session earned as their medallions (named by their title). */}
      <div className="relative mt-auto flex items-center justify-center gap-3">
        <p className="font-semibold text-sm">
          🔥 {formatDecimal(streak)} {plural(streak, 'jour de suite', 'jours de suite')}
        </p>
        {session.badges.length > 0 && (
          <ul aria-label="Badges gagnés" className="flex gap-1">
            {session.badges.slice(0, 4).map((badge) => (
              <li key={badge.code}>
                <BadgeMedallion code={badge.code} category={badge.category} size="xs" />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/**
 * The day's card (spec §4 share card), coloured by streak; or, given a session, that session's
 * card. Inline colours, and the app's own typeface (html-to-image embeds it), so the PNG looks like
 * the screen; nothing here loads from another origin.
 */
export function ShareCard({ data, session, ref }: ShareCardProps) {
  const tone = cardTone(data.stats.streak, data.status.unlocked);
  const colours = CARD_COLOURS[tone];
  const { user, stats, feed_event: event } = data;
  return (
    <div
      ref={ref}
      data-tone={tone}
      data-variant={session ? 'session' : 'streak'}
      style={{
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        background: `linear-gradient(160deg, ${colours.from} 0%, ${colours.to} 100%)`,
      }}
      className="relative flex flex-col overflow-hidden p-7 text-fixed-white"
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
      <div
        className={`relative flex flex-col items-center text-center ${session ? 'mt-4 gap-2' : 'mt-7 gap-3'}`}
      >
        {user.avatar_url ? (
          <img
            src={user.avatar_url}
            alt=""
            className={`${session ? 'size-16' : 'size-24'} rounded-full object-cover ring-4 ring-fixed-white/70`}
          />
        ) : (
          <span
            style={{ background: 'rgba(255,255,255,0.2)' }}
            className={`grid place-items-center rounded-full font-black ring-4 ring-fixed-white/70 ${
              session ? 'size-16 text-3xl' : 'size-24 text-5xl'
            }`}
          >
            {nameInitial(user.name)}
          </span>
        )}
        <p className={`font-extrabold leading-tight ${session ? 'text-xl' : 'text-2xl'}`}>{user.name}</p>
      </div>
      {session ? (
        <SessionBody session={session} streak={stats.streak} />
      ) : (
        <>
          <div className="relative mt-6 flex flex-col items-center text-center">
            <span className="font-black text-7xl tabular-nums leading-none">
              {formatDecimal(stats.streak)}
            </span>
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
            <Figure
              value={formatDecimal(stats.total_days)}
              label={plural(stats.total_days, 'jour actif', 'jours actifs')}
            />
            <Figure
              value={formatDecimal(stats.friends_count)}
              label={plural(stats.friends_count, 'ami', 'amis')}
            />
          </div>
        </>
      )}
      <div className="relative mt-4 flex flex-col items-center gap-0.5 text-center">
        <span className="font-semibold text-sm">@{user.username}</span>
        <span className="text-xs opacity-90">{APP_TAGLINE}</span>
      </div>
    </div>
  );
}
