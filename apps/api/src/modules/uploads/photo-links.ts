import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { PHOTO_NAME, PHOTO_URL_PREFIX } from './photo-storage.ts';

/** A signed photo link lives at least this long… */
const PHOTO_LINK_TTL_SECONDS = 60 * 60;
/** …and its expiry is rounded up to this window, so one photo has one URL per window (caches). */
const PHOTO_LINK_WINDOW_SECONDS = 15 * 60;

/**
 * What a link opens (decision 027): one completion's photo (the serving route checks the
 * completion still shows it, by primary key), or the uploader's own preview of a photo just
 * uploaded and not yet attached (the route checks the upload still exists).
 */
type PhotoLinkScope = { completionId: number } | 'upload';

/** A link's query, as the serving route reads it (every field a string, or absent). */
export type PhotoLinkQuery = { exp?: string; sig?: string; c?: string };

type CheckedLink =
  | { ok: true; scope: PhotoLinkScope; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const DIGITS = /^[1-9][0-9]{0,11}$/;
const MAX_ID = 2_147_483_647;

/**
 * Signed, expiring photo URLs (`/uploads/<name>?c=<completion>&exp=<unix>&sig=<hmac>`): an
 * `<img>` sends no token, so the URL itself is the permission, given only to a viewer allowed to
 * see the completion. HMAC-SHA256 under a key derived from the JWT secret (HKDF, its own label),
 * so neither key can stand for the other.
 */
export function createPhotoLinks(jwtSecret: string, now: () => Date) {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, 'elan', 'photo links v1', 32));
  const signatureOf = (name: string, scope: PhotoLinkScope, exp: number) =>
    createHmac('sha256', key)
      .update(`${name}\n${scope === 'upload' ? 'upload' : scope.completionId}\n${exp}`)
      .digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  return {
    /** The photo name behind a URL we issued (signed or not), or undefined for anything else. */
    nameOf(url: string): string | undefined {
      if (!url.startsWith(PHOTO_URL_PREFIX)) return undefined;
      const name = url.slice(PHOTO_URL_PREFIX.length).split('?', 1)[0] ?? '';
      return PHOTO_NAME.test(name) ? name : undefined;
    },

    /** A signed URL for a stored photo URL; null stays null (no photo). */
    sign(storedUrl: string | null, scope: PhotoLinkScope): string | null {
      const name = storedUrl && this.nameOf(storedUrl);
      if (!name) return null;
      const exp =
        Math.ceil((nowSeconds() + PHOTO_LINK_TTL_SECONDS) / PHOTO_LINK_WINDOW_SECONDS) *
        PHOTO_LINK_WINDOW_SECONDS;
      // Digits and base64url need no escaping: a template, not a URLSearchParams per photo of a list.
      const completion = scope === 'upload' ? '' : `c=${scope.completionId}&`;
      return `${PHOTO_URL_PREFIX}${name}?${completion}exp=${exp}&sig=${signatureOf(name, scope, exp)}`;
    },

    /** Checks a link's signature, then its expiry (a forged link never learns whether it expired). */
    check(name: string, query: PhotoLinkQuery): CheckedLink {
      const { exp, sig, c } = query;
      if (
        !exp ||
        !sig ||
        !DIGITS.test(exp) ||
        !SIGNATURE.test(sig) ||
        (c !== undefined && !(DIGITS.test(c) && Number(c) <= MAX_ID))
      )
        return { ok: false, reason: 'invalid' };
      const scope: PhotoLinkScope = c === undefined ? 'upload' : { completionId: Number(c) };
      const expected = Buffer.from(signatureOf(name, scope, Number(exp)));
      if (!timingSafeEqual(expected, Buffer.from(sig))) return { ok: false, reason: 'invalid' };
      if (Number(exp) <= nowSeconds()) return { ok: false, reason: 'expired' };
      return { ok: true, scope, expiresAt: Number(exp) };
    },

    /** Seconds a served photo may stay in the viewer's own cache: never past its link. */
    maxAge(expiresAt: number): number {
      return Math.max(0, Math.min(expiresAt - nowSeconds(), PHOTO_LINK_TTL_SECONDS));
    },
  };
}

export type PhotoLinks = ReturnType<typeof createPhotoLinks>;
