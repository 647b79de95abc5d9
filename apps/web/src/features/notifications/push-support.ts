/**
 * What this browser can do about Web Push (spec §5: an unsupported browser blocks everything).
 * Pure over what it is given, so the rules are tested without a browser.
 */
export type PushEnvironment = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  userAgent: string;
  maxTouchPoints: number;
  /** `display-mode: standalone` or iOS's `navigator.standalone`. */
  isStandalone: boolean;
};

export type PushSupport = 'supported' | 'ios-needs-install' | 'unsupported';

/** iPhone, iPod, or an iPad that says it is a Mac (iPadOS 13+) but has a touch screen. */
export function isAppleMobile({
  userAgent,
  maxTouchPoints,
}: Pick<PushEnvironment, 'userAgent' | 'maxTouchPoints'>) {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Safari on iPhone and iPad only offers Web Push to an app added to the home screen (iOS 16.4+). */
export function pushSupport(environment: PushEnvironment): PushSupport {
  const { hasServiceWorker, hasPushManager, hasNotification, isStandalone } = environment;
  if (hasServiceWorker && hasPushManager && hasNotification) return 'supported';
  if (isAppleMobile(environment) && !isStandalone) return 'ios-needs-install';
  return 'unsupported';
}

export function currentPushEnvironment(): PushEnvironment {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') {
    return {
      hasServiceWorker: false,
      hasPushManager: false,
      hasNotification: false,
      userAgent: '',
      maxTouchPoints: 0,
      isStandalone: false,
    };
  }
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return {
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    isStandalone: iosStandalone || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/** The VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const padded = `${base64Url}${'='.repeat((4 - (base64Url.length % 4)) % 4)}`;
  const binary = atob(padded.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}
