import { TOAST_COLORS, TOAST_DURATIONS_MS, TOAST_STYLE } from '@elan/domain';
import type { DefaultToastOptions } from 'react-hot-toast';

const WHITE = '#FFFFFF';
/**
 * Text on the bright spec colours: white on #2BB673 or #FF4D3A falls under WCAG's 4.5:1 for
 * 14 px text (2.6:1 and 3.3:1); this ink reads at 6.1:1 and 4.8:1 (decision 011).
 */
const INK = '#2A2116';

/** Spec §9, as react-hot-toast options: top-right, one shape, a colour and a duration per type. */
export const TOASTER_OPTIONS = {
  style: { ...TOAST_STYLE },
  success: {
    duration: TOAST_DURATIONS_MS.success,
    style: { background: TOAST_COLORS.success, color: INK },
    iconTheme: { primary: INK, secondary: TOAST_COLORS.success },
  },
  error: {
    duration: TOAST_DURATIONS_MS.error,
    style: { background: TOAST_COLORS.error, color: INK },
    iconTheme: { primary: INK, secondary: TOAST_COLORS.error },
  },
  loading: {
    duration: Number.POSITIVE_INFINITY,
    style: { background: TOAST_COLORS.loading, color: WHITE },
    iconTheme: { primary: WHITE, secondary: TOAST_COLORS.loading },
  },
} satisfies DefaultToastOptions;

export const TOASTER_POSITION = 'top-right' as const;
