import { PUSH_TEXTS } from '@elan/domain';
import { LoaderCircle, Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePushPreferencesQuery } from '../api/get-push-preferences.ts';
import { usePushStatsQuery } from '../api/get-push-stats.ts';
import { useSendTestNotificationMutation } from '../api/send-test-notification.ts';
import { useUpdatePushPreferencesMutation } from '../api/update-push-preferences.ts';
import { usePushSubscription } from '../hooks/use-push-subscription.ts';
import { AdvancedSettings } from './advanced-settings.tsx';
import { PreferenceToggles } from './preference-toggles.tsx';
import { PushStatusCard } from './push-status-card.tsx';
import { UnsupportedPush } from './unsupported-push.tsx';

/** Spec /notifications/settings: status, enable or disable, then what to receive and when. */
export function PushSettings() {
  const push = usePushSubscription();
  const stats = usePushStatsQuery();
  const preferences = usePushPreferencesQuery();
  const updatePreferences = useUpdatePushPreferencesMutation();
  const sendTest = useSendTestNotificationMutation();
  const [isConfirmingDisable, setIsConfirmingDisable] = useState(false);

  if (push.support !== 'supported') {
    return <UnsupportedPush isAppleMobile={push.support === 'ios-needs-install'} />;
  }
  if (push.isLoading) return <Spinner label="Chargement des notifications" className="mx-auto" />;

  const isSaving = updatePreferences.isPending || push.isBusy;
  return (
    <div className="flex flex-col gap-5">
      {/* Always in the page, so that screen readers hear it when saving starts. */}
      <p role="status" className="pointer-events-none fixed inset-x-0 bottom-6 z-40 flex justify-center">
        {isSaving && (
          <span className="inline-flex items-center gap-2 rounded-full bg-stone-900 px-4 py-2 font-medium text-sm text-white shadow-lg">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            Enregistrement…
          </span>
        )}
      </p>
      <PushStatusCard
        isEnabled={push.isEnabled}
        permission={push.permission}
        stats={stats.data}
        isBusy={push.isBusy}
        onEnable={() => void push.enable()}
        onDisable={() => setIsConfirmingDisable(true)}
      />
      {push.isEnabled && preferences.data && (
        <>
          <PreferenceToggles
            preferences={preferences.data}
            onChange={(changes) => updatePreferences.mutate(changes)}
          />
          <AdvancedSettings
            preferences={preferences.data}
            onChange={(changes) => updatePreferences.mutate(changes)}
          />
          <Card className="flex flex-wrap items-center justify-between gap-4 p-5 sm:p-6">
            <div>
              <h2 className="font-bold text-lg text-stone-900">Notification de test</h2>
              <p className="text-sm text-stone-600">
                Vérifiez que cet appareil reçoit bien les notifications.
              </p>
            </div>
            <Button variant="secondary" onClick={() => sendTest.mutate()} disabled={sendTest.isPending}>
              <Send aria-hidden="true" className="size-4" />
              Envoyer une notification de test
            </Button>
          </Card>
        </>
      )}
      {push.isEnabled && preferences.isError && (
        <Card role="alert" className="flex flex-wrap items-center justify-between gap-3 p-5 text-stone-700">
          Vos préférences n'ont pas pu être chargées.
          <Button variant="secondary" onClick={() => void preferences.refetch()}>
            Réessayer
          </Button>
        </Card>
      )}
      {isConfirmingDisable && (
        <ConfirmDialog
          title="Désactiver les notifications"
          message={PUSH_TEXTS.disableConfirm}
          confirmLabel="Désactiver"
          isBusy={push.isBusy}
          onClose={() => setIsConfirmingDisable(false)}
          onConfirm={() => {
            setIsConfirmingDisable(false);
            void push.disable();
          }}
        />
      )}
    </div>
  );
}
