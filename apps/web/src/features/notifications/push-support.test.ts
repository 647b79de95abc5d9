import { describe, expect, it } from 'vitest';
import { applicationServerKey, type PushEnvironment, pushSupport } from './push-support.ts';

const CHROME: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
  maxTouchPoints: 0,
  isStandalone: false,
};
const IPHONE_SAFARI: PushEnvironment = {
  hasServiceWorker: true,
  hasPushManager: false,
  hasNotification: false,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1',
  maxTouchPoints: 5,
  isStandalone: false,
};

describe('pushSupport (spec §5)', () => {
  it('un navigateur avec service worker, PushManager et Notification est pris en charge', () => {
    expect(pushSupport(CHROME)).toBe('supported');
  });

  it('Safari sur iPhone ou iPad hors de l’app installée : il faut l’ajouter à l’écran d’accueil', () => {
    expect(pushSupport(IPHONE_SAFARI)).toBe('ios-needs-install');
    const iPad = {
      ...IPHONE_SAFARI,
      userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Safari/605.1',
    };
    expect(pushSupport(iPad)).toBe('ios-needs-install');
  });

  it('une app installée sur un vieil iOS, ou un autre navigateur sans push, n’est pas prise en charge', () => {
    expect(pushSupport({ ...IPHONE_SAFARI, isStandalone: true })).toBe('unsupported');
    expect(pushSupport({ ...CHROME, hasPushManager: false })).toBe('unsupported');
  });
});

describe('applicationServerKey', () => {
  it('décode une clé base64url sans remplissage', () => {
    expect(Array.from(applicationServerKey('AQID_-8'))).toEqual([1, 2, 3, 255, 239]);
  });
});
