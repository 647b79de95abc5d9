import type { App } from '../src/app.ts';
import { multipart } from './account-fixtures.ts';
import type { AuthHeaders } from './factories.ts';

/** `POST /api/uploads/session-photo` with `jpeg` as the member's session photo, as the web app sends it. */
export function uploadPhoto(app: App, who: { auth: AuthHeaders }, jpeg: Buffer) {
  const form = multipart('photo', 'p.jpg', jpeg, 'image/jpeg');
  return app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...who.auth, ...form.headers },
    payload: form.payload,
  });
}
