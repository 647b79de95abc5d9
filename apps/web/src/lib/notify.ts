import { TOAST_COLORS, TOAST_DURATIONS_MS } from '@elan/domain';
import toast from 'react-hot-toast';

/**
 * Spec §9 toasts react-hot-toast has no type for. Success, error and loading are styled once
 * by the `<Toaster>` in `app/provider.tsx`; call `toast.success` / `toast.error` directly for those.
 */
export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) =>
    toast(message, {
      icon: '⚠️',
      duration: TOAST_DURATIONS_MS.warning,
      // Dark text: white on this yellow would be unreadable.
      style: { background: TOAST_COLORS.warning, color: '#2A2116' },
    }),
  info: (message: string) =>
    toast(message, {
      icon: 'ℹ️',
      duration: TOAST_DURATIONS_MS.info,
      style: { background: TOAST_COLORS.info, color: '#FFFFFF' },
    }),
};
