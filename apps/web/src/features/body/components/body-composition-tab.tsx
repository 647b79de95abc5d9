import { Plus, Scale } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useBodyStatsQuery } from '../api/get-body-stats.ts';
import { BodyBadgesPanel } from './body-badges-panel.tsx';
import { BodyStatsPanel } from './body-stats-panel.tsx';
import { GoalPanel } from './goal-panel.tsx';
import { MeasurementHistory } from './measurement-history.tsx';
import { MeasurementModal } from './measurement-modal.tsx';
import { TrendsPanel } from './trends-panel.tsx';

/**
 * Spec §2 /profile 'Composition Corporelle': 'Nouvelle Mesure', then stats, trends, goal and body
 * badges. Loaded with its charts only when the tab is opened.
 */
export function BodyCompositionTab({ onChanged }: { onChanged?: () => void }) {
  const stats = useBodyStatsQuery();
  const [isMeasuring, setIsMeasuring] = useState(false);
  const hasMeasurements = (stats.data?.overview.total_measurements ?? 0) > 0;
  const openForm = () => setIsMeasuring(true);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-bold text-stone-900 text-xl">Composition corporelle</h2>
          <p className="text-sm text-stone-600">
            Poids, IMC, masse grasse et mensurations, mesure après mesure.
          </p>
        </div>
        <Button onClick={openForm}>
          <Plus aria-hidden="true" className="size-4" />
          Nouvelle Mesure
        </Button>
      </div>

      {stats.isSuccess && !hasMeasurements ? (
        <EmptyState icon={Scale} title="Aucune mesure pour le moment">
          <p className="max-w-md text-sm text-stone-600">
            Enregistre ton poids et ta taille : ton IMC est calculé aussitôt, et tes courbes se dessinent au
            fil des semaines.
          </p>
          <Button variant="secondary" onClick={openForm}>
            Ajouter ma première mesure
          </Button>
        </EmptyState>
      ) : (
        <BodyStatsPanel stats={stats.data} isPending={stats.isPending} onRetry={() => void stats.refetch()} />
      )}
      <TrendsPanel />
      <MeasurementHistory />
      <div className="grid gap-6 xl:grid-cols-2">
        <GoalPanel onChanged={onChanged} />
        <BodyBadgesPanel />
      </div>

      {isMeasuring && (
        <MeasurementModal
          lastHeightCm={stats.data?.latest?.height_cm}
          onClose={() => setIsMeasuring(false)}
          onSaved={() => {
            setIsMeasuring(false);
            onChanged?.();
          }}
        />
      )}
    </div>
  );
}
