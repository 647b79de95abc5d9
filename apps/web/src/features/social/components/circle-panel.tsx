import { type Circle, formatDecimal, plural } from '@elan/domain';
import { CalendarCheck, Flame, Lock, LockOpen, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PATHS } from '../../../config/paths.ts';
import { SOCIAL_PATHS } from '../social-paths.ts';
import { CircleGraphic } from './circle-graphic.tsx';

type CirclePanelProps = {
  circle: Circle;
  me: { name: string; avatar_url: string | null };
  /** Issue 34: the weekly streak's line, under the stats. */
  weeksStreak?: ReactNode;
};

type StatProps = { label: string; value: string; icon: typeof Flame; isWord?: boolean };

function Stat({ label, value, icon: Icon, isWord = false }: StatProps) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl bg-stone-50 px-2 py-3 text-center">
      <Icon aria-hidden="true" className="size-5 text-brand-600" />
      <dt className="order-last text-stone-600 text-xs">{label}</dt>
      <dd className={`font-extrabold text-stone-900 tabular-nums ${isWord ? 'py-0.5 text-sm' : 'text-lg'}`}>
        {value}
      </dd>
    </div>
  );
}

/** Spec §2 left column: the circle, the locked prompt, 'Gérer mes amis', the member's stats. */
export function CirclePanel({ circle, me, weeksStreak }: CirclePanelProps) {
  const { user_status: status, circle: ring } = circle;
  const isLocked = !status.unlocked;
  return (
    <Card className="flex flex-col gap-5 p-5 lg:sticky lg:top-24">
      <div className="flex items-center justify-between gap-3">
        <h2 className="font-bold text-lg text-stone-900">Mon cercle</h2>
        <p className="text-sm text-stone-600">
          {formatDecimal(ring.active_today)} / {formatDecimal(ring.total_friends)}{' '}
          {plural(ring.active_today, 'actif', 'actifs')} aujourd'hui
        </p>
      </div>
      <CircleGraphic me={me} friends={ring.friends} isLocked={isLocked} streak={status.streak} />
      {ring.friends.length === 0 && (
        <p className="text-center text-sm text-stone-600">
          Ton cercle t'attend : invite des amis pour vous motiver ensemble.
        </p>
      )}
      {isLocked && (
        <div className="flex flex-col items-center gap-3 rounded-xl bg-brand-50 p-4 text-center">
          <p className="font-medium text-brand-900">
            Fais une séance aujourd'hui pour voir ce que ton cercle a fait.
          </p>
          <Link to={PATHS.programs} className={buttonClassName()}>
            Faire une séance
          </Link>
        </div>
      )}
      <Link to={SOCIAL_PATHS.friends} className={buttonClassName({ variant: 'secondary' })}>
        <UsersRound aria-hidden="true" className="size-4" />
        Gérer mes amis
      </Link>
      <dl className="grid grid-cols-3 gap-2">
        <Stat label="Série (jours)" value={formatDecimal(status.streak)} icon={Flame} />
        <Stat label="Jours actifs" value={formatDecimal(status.total_days)} icon={CalendarCheck} />
        <Stat
          label="Statut"
          value={isLocked ? 'Verrouillé' : 'Débloqué'}
          icon={isLocked ? Lock : LockOpen}
          isWord
        />
      </dl>
      {weeksStreak}
    </Card>
  );
}
