import { Activity, Dumbbell, UsersRound } from 'lucide-react';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useAdminStatsQuery } from '../api/get-admin-stats.ts';

/** The three numbers at a glance, on top of the admin space. */
export function AdminStatsRow() {
  const stats = useAdminStatsQuery();
  const isLoading = stats.isPending;
  return (
    <section aria-label="Chiffres de la semaine" className="grid grid-cols-3 gap-2 md:gap-4">
      <StatCard
        label="Membres"
        value={stats.data?.members ?? 0}
        icon={UsersRound}
        isLoading={isLoading}
        isInStrip
      />
      <StatCard
        label="Actifs cette semaine"
        value={stats.data?.active_this_week ?? 0}
        icon={Activity}
        isLoading={isLoading}
        isInStrip
      />
      <StatCard
        label="Séances cette semaine"
        value={stats.data?.sessions_this_week ?? 0}
        icon={Dumbbell}
        isLoading={isLoading}
        isInStrip
      />
    </section>
  );
}
