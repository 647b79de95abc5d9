import { formatDecimal, formatMonthYear, type PublicProfile } from '@elan/domain';
import { CalendarDays } from 'lucide-react';
import { BadgeMedallion } from '../../../components/ui/badge-medallion.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { AddToCircleButton } from './add-to-circle-button.tsx';
import { SocialAvatar } from './social-avatar.tsx';

function Count({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl bg-stone-50 px-2 py-3">
      <dt className="order-last text-sm text-stone-600">{label}</dt>
      <dd className="font-extrabold text-2xl text-stone-900 tabular-nums">{formatDecimal(value)}</dd>
    </div>
  );
}

type PublicProfileViewProps = { profile: PublicProfile; viewerId: number | undefined };

/** Spec /u/{username}: who the member is, their counts and recent badges, and the way to join them. */
export function PublicProfileView({ profile, viewerId }: PublicProfileViewProps) {
  return (
    <Card className="flex flex-col items-center gap-5 p-6 text-center md:p-8">
      <SocialAvatar
        name={profile.name}
        avatarUrl={profile.avatar_url}
        size="lg"
        className="shadow-lg ring-4 ring-white"
      />
      <div>
        <h1 className="font-extrabold text-2xl text-stone-900 tracking-tight md:text-3xl">{profile.name}</h1>
        <p className="text-stone-500">@{profile.username}</p>
      </div>
      <dl className="grid w-full grid-cols-3 gap-2">
        <Count value={profile.total_sessions} label="Séances" />
        <Count value={profile.friends_count} label="Amis" />
        <Count value={profile.badges_count} label="Badges" />
      </dl>
      <section aria-labelledby="recent-badges" className="w-full text-left">
        <h2 id="recent-badges" className="mb-2 font-bold text-stone-900">
          Badges récents
        </h2>
        {profile.recent_badges.length === 0 ? (
          <p className="text-sm text-stone-600">Pas encore de badge : la première séance en rapporte un.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {profile.recent_badges.map((badge) => (
              <li
                key={badge.id}
                className="inline-flex items-center gap-2 rounded-full border border-stone-200 bg-white py-1 pr-3 pl-1 text-sm"
              >
                <BadgeMedallion code={badge.code} size="xs" />
                <span className="font-medium text-stone-800">{badge.name}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="inline-flex items-center gap-2 text-sm text-stone-600">
        <CalendarDays aria-hidden="true" className="size-4" />
        Membre depuis {formatMonthYear(profile.created_at)}
      </p>
      <AddToCircleButton member={profile} viewerId={viewerId} />
    </Card>
  );
}
