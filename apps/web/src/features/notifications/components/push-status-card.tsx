import type { PushStats } from '@elan/domain';
import { Bell, BellOff } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import type { PushPermission } from '../hooks/use-push-subscription.ts';

const PERMISSION_LABELS: Record<PushPermission, string> = {
  granted: 'Autorisée',
  denied: 'Refusée',
  default: 'Pas encore demandée',
  unknown: 'Inconnue',
};

type PushStatusCardProps = {
  isEnabled: boolean;
  permission: PushPermission;
  stats: PushStats | null | undefined;
  isBusy: boolean;
  onEnable: () => void;
  onDisable: () => void;
};

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-4 py-3">
      <dt className="text-stone-500 text-xs">{label}</dt>
      <dd className="mt-0.5 font-semibold text-stone-900">{value}</dd>
    </div>
  );
}

/** Spec §2: status, permission, the stats when they exist, and the enable or disable button. */
export function PushStatusCard({
  isEnabled,
  permission,
  stats,
  isBusy,
  onEnable,
  onDisable,
}: PushStatusCardProps) {
  const Icon = isEnabled ? Bell : BellOff;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6">
      <div className="flex flex-wrap items-center gap-4">
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-items-center rounded-2xl ${isEnabled ? 'bg-brand-100 text-brand-700' : 'bg-stone-100 text-stone-500'}`}
        >
          <Icon className="size-6" />
        </span>
        <div className="min-w-0 flex-1 basis-56">
          <h2 className="font-bold text-lg text-stone-900">Notifications push</h2>
          <p className="text-sm text-stone-600">
            {isEnabled
              ? 'Vous recevez les notifications sur cet appareil.'
              : 'Recevez vos rappels, badges et fins de repos même application fermée.'}
          </p>
        </div>
        {isEnabled ? (
          <Button variant="secondary" onClick={onDisable} disabled={isBusy} className="w-full sm:w-auto">
            Désactiver
          </Button>
        ) : (
          <Button onClick={onEnable} disabled={isBusy} className="w-full sm:w-auto">
            <Bell aria-hidden="true" className="size-4" />
            Activer les notifications
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Statut" value={isEnabled ? 'Activées' : 'Désactivées'} />
        <Fact label="Permission" value={PERMISSION_LABELS[permission]} />
        {stats && (
          <>
            <Fact label="Envoyées la semaine dernière" value={String(stats.sent_last_week)} />
            <Fact label="Appareils actifs" value={String(stats.active_devices)} />
          </>
        )}
      </dl>
      {permission === 'denied' && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-amber-900 text-sm">
          Les notifications sont bloquées pour ce site : autorisez-les dans les réglages du navigateur, puis
          réessayez.
        </p>
      )}
    </Card>
  );
}
