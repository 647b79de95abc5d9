import type { CircleFriend } from '@elan/domain';
import { Link } from 'react-router';
import { pathTo } from '../../../config/paths.ts';
import { circlePositions, circleRadius, circleSize, hasGlowingCentre } from '../circle-layout.ts';
import { nameInitial } from '../social-format.ts';
import { SocialAvatar } from './social-avatar.tsx';

type CircleGraphicProps = {
  me: { name: string; avatar_url: string | null };
  friends: readonly CircleFriend[];
  isLocked: boolean;
  streak: number;
};

const percent = (value: number, size: number) => `${50 + (value / size) * 100}%`;

function FriendNode({ friend, isDimmed }: { friend: CircleFriend; isDimmed: boolean }) {
  const [firstName = friend.name, ...rest] = friend.name.split(' ');
  const ring = friend.feed_unlocked_today && !isDimmed ? 'ring-emerald-500' : 'ring-white';
  return (
    <Link
      to={pathTo.memberProfile(friend.id)}
      className="group flex w-16 flex-col items-center gap-1 rounded-xl"
    >
      {friend.avatar_url ? (
        <img
          src={friend.avatar_url}
          alt=""
          className={`size-12 rounded-full object-cover shadow-md ring-3 ${ring} ${isDimmed ? 'opacity-50 grayscale' : ''}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`grid size-12 place-items-center rounded-full font-bold text-lg shadow-md ring-3 transition-transform group-hover:scale-105 ${ring} ${
            isDimmed
              ? 'bg-stone-200 text-stone-600'
              : 'bg-gradient-to-br from-amber-300 to-brand-500 text-stone-950'
          }`}
        >
          {nameInitial(friend.name)}
        </span>
      )}
      {/* Read as « Profil de Hugo Perrin, actif aujourd’hui »; the first name is what shows. */}
      <span className="max-w-full truncate font-medium text-stone-700 text-xs">
        <span className="sr-only">Profil de </span>
        {firstName}
        <span className="sr-only">
          {rest.length > 0 ? ` ${rest.join(' ')}` : ''}
          {friend.feed_unlocked_today ? ', actif aujourd’hui' : ''}
        </span>
      </span>
    </Link>
  );
}

/**
 * Spec §4 circle: the member in the middle, friends evenly around (radius 120, 140 above 8),
 * greyed while the member is locked; the centre glows from a 3-day streak (still, when the
 * system asks for reduced motion). A friend opens their profile.
 */
export function CircleGraphic({ me, friends, isLocked, streak }: CircleGraphicProps) {
  const size = circleSize(friends.length);
  const radius = circleRadius(friends.length);
  const positions = circlePositions(friends.length);
  const isGlowing = hasGlowingCentre(streak);
  const ringDiameter = `${((2 * radius) / size) * 100}%`;

  return (
    <div className="relative mx-auto aspect-square w-full" style={{ maxWidth: size }}>
      <div
        aria-hidden="true"
        className={`-translate-x-1/2 -translate-y-1/2 absolute top-1/2 left-1/2 rounded-full border-2 border-dashed ${
          isLocked ? 'border-stone-300' : 'border-brand-300'
        }`}
        style={{ width: ringDiameter, height: ringDiameter }}
      />
      <div className="-translate-x-1/2 -translate-y-1/2 absolute top-1/2 left-1/2 grid place-items-center">
        {isGlowing && (
          <span
            aria-hidden="true"
            data-testid="circle-glow"
            className="absolute size-28 rounded-full bg-brand-400/40 blur-md motion-safe:animate-pulse"
          />
        )}
        <SocialAvatar
          name={me.name}
          avatarUrl={me.avatar_url}
          size="lg"
          className="relative shadow-lg ring-4 ring-white"
        />
      </div>
      <ul aria-label="Mes amis">
        {friends.map((friend, index) => {
          const point = positions[index] ?? { x: 0, y: 0 };
          return (
            <li
              key={friend.id}
              className="-translate-x-1/2 absolute"
              style={{ left: percent(point.x, size), top: `calc(${percent(point.y, size)} - 1.5rem)` }}
            >
              <FriendNode friend={friend} isDimmed={isLocked} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
