import { TOAST_COLORS, TOAST_DURATIONS_MS, TOAST_STYLE } from '@elan/domain';
import type { DefaultToastOptions } from 'react-hot-toast';

const WHITE = '#FFFFFF';

/** Spec §9, as react-hot-toast options: top-right, one shape, a colour and a duration per type. */
export const TOASTER_OPTIONS = {
  style: { ...TOAST_STYLE },
  success: {
    duration: TOAST_DURATIONS_MS.success,
    style: { background: TOAST_COLORS.success, color: WHITE },
    iconTheme: { primary: WHITE, secondary: TOAST_COLORS.success },
  },
  error: {
    duration: TOAST_DURATIONS_MS.error,
    style: { background: TOAST_COLORS.error, color: WHITE },
    iconTheme: { primary: WHITE, secondary: TOAST_COLORS.error },
  },
  loading: {
    duration: Number.POSITIVE_INFINITY,
    style: { background: TOAST_COLORS.loading, color: WHITE },
    iconTheme: { primary: WHITE, secondary: TOAST_COLORS.loading },
  },
} satisfies DefaultToastOptions;

export const TOASTER_POSITION = 'top-right' as const;
