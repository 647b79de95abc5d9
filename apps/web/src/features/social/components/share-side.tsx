import { formatDecimal, type ShareCard } from '@elan/domain';
import { CalendarCheck, ExternalLink, Flame, Lightbulb, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { publicProfilePath } from '../social-paths.ts';

const TIPS = [
  'Partage ta carte juste après la séance : c’est là que l’élan est le plus contagieux.',
  'Une story, un message à ton groupe : chaque partage peut motiver un ami à s’y mettre.',
  'Garde ta série vivante : une séance courte suffit pour la prolonger demain.',
] as const;

function Figure({ icon: Icon, label, value }: { icon: typeof Flame; label: string; value: number }) {
  return (
    <div className="flex items-center gap-3">
      <dt className="flex flex-1 items-center gap-3 text-stone-600">
        <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-600">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="font-extrabold text-stone-900 text-xl tabular-nums">{formatDecimal(value)}</dd>
    </div>
  );
}

/** Spec /share side: the figures, tips for sharing, and the public profile link. */
export function ShareSide({ data }: { data: ShareCard }) {
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-5">
        <h2 className="mb-3 font-bold text-lg text-stone-900">Tes chiffres</h2>
        <dl className="flex flex-col gap-3">
          <Figure icon={Flame} label="Série en cours (jours)" value={data.stats.streak} />
          <Figure icon={CalendarCheck} label="Jours actifs" value={data.stats.total_days} />
          <Figure icon={UsersRound} label="Amis" value={data.stats.friends_count} />
        </dl>
      </Card>
      <Card className="p-5">
        <h2 className="mb-3 flex items-center gap-2 font-bold text-lg text-stone-900">
          <Lightbulb aria-hidden="true" className="size-5 text-brand-600" />
          Conseils de partage
        </h2>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-stone-700">
          {TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Card>
      {data.user.username && (
        <Card className="p-5">
          <h2 className="mb-1 font-bold text-lg text-stone-900">Ton profil public</h2>
          <p className="mb-3 text-sm text-stone-600">Le lien à donner pour qu'on te rejoigne sur Élan.</p>
          <Link
            to={publicProfilePath(data.user.username)}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-4" />
            /u/{data.user.username}
          </Link>
        </Card>
      )}
    </div>
  );
}
