import { BODY_TOASTS, type Measurement } from '@elan/domain';
import { History, Trash2 } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Panel, PanelError } from '../../../components/ui/panel.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDeleteMeasurementMutation } from '../api/delete-measurement.ts';
import { useMeasurementsQuery } from '../api/get-measurements.ts';
import { formatDay, formatDecimal, formatMeasure } from '../body-format.ts';

const SHOWN = 5;

function ConfirmDelete({ measurement, onClose }: { measurement: Measurement; onClose: () => void }) {
  const remove = useDeleteMeasurementMutation({
    onSuccess: () => {
      toast.success(BODY_TOASTS.measurementDeleted);
      onClose();
    },
  });
  return (
    <Modal
      title="Supprimer la mesure"
      size="md"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={remove.isPending}>
            Annuler
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(measurement.id, {
                onError: () => toast.error(BODY_TOASTS.measurementDeleteFailed),
              })
            }
          >
            Supprimer
          </Button>
        </>
      }
    >
      <p className="text-stone-700">
        Supprimer la mesure du {formatDay(measurement.measurement_date)} (
        {formatMeasure(measurement.weight_kg, 'kg')}) ?
      </p>
    </Modal>
  );
}

/** The latest measurements, newest first, each one removable (a typo is fixed by measuring again). */
export function MeasurementHistory() {
  const measurements = useMeasurementsQuery();
  const [isShowingAll, setIsShowingAll] = useState(false);
  const [toDelete, setToDelete] = useState<Measurement | null>(null);
  const list = measurements.data ?? [];
  if (measurements.isSuccess && list.length === 0) return null;
  const shown = isShowingAll ? list : list.slice(0, SHOWN);
  return (
    <Panel title="Historique des mesures" icon={History}>
      {measurements.isPending ? (
        <Skeleton className="h-32" />
      ) : measurements.isError ? (
        <PanelError text="Impossible de charger les mesures." onRetry={() => void measurements.refetch()} />
      ) : (
        <ul className="flex flex-col divide-y divide-stone-100">
          {shown.map((item) => (
            <li key={item.id} className="flex items-center gap-3 py-2.5">
              <span className="w-28 shrink-0 text-sm text-stone-600">{formatDay(item.measurement_date)}</span>
              <span className="flex flex-1 flex-wrap gap-x-4 gap-y-0.5 text-sm text-stone-800 tabular-nums">
                <span className="font-semibold">{formatMeasure(item.weight_kg, 'kg')}</span>
                <span>IMC {formatDecimal(item.bmi)}</span>
                {item.body_fat_percent !== null && <span>{formatMeasure(item.body_fat_percent, '%')}</span>}
              </span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Supprimer la mesure du ${formatDay(item.measurement_date)}`}
                onClick={() => setToDelete(item)}
                className="size-9 px-0"
              >
                <Trash2 aria-hidden="true" className="size-4" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.length > SHOWN && (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => setIsShowingAll((value) => !value)}
        >
          {isShowingAll ? 'Voir moins' : `Voir plus (${list.length - SHOWN} autres)`}
        </Button>
      )}
      {toDelete && <ConfirmDelete measurement={toDelete} onClose={() => setToDelete(null)} />}
    </Panel>
  );
}
