import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MESSAGES, UPLOAD_MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import {
  gifScriptPolyglot,
  jpegDeclaring,
  jpegHtmlPolyglot,
  pngBomb,
  pngDeclaring,
  SCRIPT,
  svgWithScript,
} from '../../../test/hostile-images.ts';
import { uploads } from '../../db/schema/index.ts';

type Member = Awaited<ReturnType<typeof registerMember>>;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

type Part = { name: string; filename?: string; type?: string; bytes: Buffer | string };

/** A multipart body of these parts, as a browser's FormData sends it. */
function multipart(parts: Part[]) {
  const boundary = '----elan-hostile-boundary';
  const body = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.filename ? `; filename="${part.filename}"` : ''
        }\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.bytes) ? part.bytes : Buffer.from(part.bytes),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const upload = (who: Member, parts: Part[]) => {
  const { body, contentType } = multipart(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/session-photo',
    headers: { ...who.auth, 'content-type': contentType },
    payload: body,
  });
};
const photo = (bytes: Buffer | string, filename = 'photo.jpg', type = 'image/jpeg'): Part[] => [
  { name: 'photo', filename, type, bytes },
];

const storedNames = async (member: Member) =>
  (await ctx.db.select({ name: uploads.name }).from(uploads).where(eq(uploads.user_id, member.user.id))).map(
    (row) => row.name,
  );
const filesOnDisk = () => {
  try {
    return readdirSync(path.join(ctx.dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

describe('photos hostiles : refusées sans épuiser la mémoire', () => {
  it('bombe de décompression, tailles déclarées géantes, SVG, GIF/JS, multipart démesuré : erreurs françaises, rien de stocké', async () => {
    const member = await registerMember(ctx.app);
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const cases: [string, Part[], number, string][] = [
      [
        'PNG entrelacé 7 745 × 7 745',
        photo(bomb, 'bombe.png', 'image/png'),
        413,
        UPLOAD_MESSAGES.tooManyPixels,
      ],
      [
        'PNG déclarant 50 000²',
        photo(pngDeclaring(50_000, 50_000), 'a.png'),
        413,
        UPLOAD_MESSAGES.tooManyPixels,
      ],
      [
        'JPEG déclarant 50 000²',
        photo(await jpegDeclaring(50_000, 50_000)),
        413,
        UPLOAD_MESSAGES.tooManyPixels,
      ],
      ['SVG', photo(svgWithScript(), 'a.svg', 'image/svg+xml'), 415, MESSAGES.photoFormat],
      ['SVG nommé .png', photo(svgWithScript(), 'a.png', 'image/png'), 415, MESSAGES.photoFormat],
      ['GIF/JS', photo(gifScriptPolyglot(), 'a.gif', 'image/gif'), 415, MESSAGES.photoFormat],
      ['HTML', photo(`<html>${SCRIPT}</html>`, 'a.jpg'), 415, MESSAGES.photoFormat],
      [
        'fichier de 10 Mo + 1 octet',
        photo(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff)),
        413,
        MESSAGES.photoTooLarge,
      ],
      [
        'trop de parties',
        [...Array.from({ length: 7 }, (_, i) => ({ name: `champ${i}`, bytes: 'x' })), ...photo(bomb)],
        400,
        UPLOAD_MESSAGES.tooManyParts,
      ],
      [
        'deux fichiers',
        [...photo(await jpegDeclaring(8, 8)), ...photo(await jpegDeclaring(8, 8), 'b.jpg')],
        400,
        UPLOAD_MESSAGES.tooManyParts,
      ],
    ];
    const filesBefore = filesOnDisk();
    // Every hostile file sent three times at once (the server's memory meanwhile: bench/ `completions`).
    const responses = await Promise.all(
      [0, 1, 2].flatMap(() => cases.map(([, parts]) => upload(member, parts))),
    );
    responses.forEach((response, index) => {
      const [label, , status, message] = cases[index % cases.length] ?? [];
      expectFailure(response, status ?? 0, message ?? '', label);
    });
    expect(await storedNames(member)).toEqual([]);
    expect(filesOnDisk()).toBe(filesBefore);
  });

  it('un fichier sous un autre nom, un second fichier, un champ en trop : 400 en français, sur une vraie connexion', async () => {
    const member = await registerMember(ctx.app);
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer();
    const cases: [string, Part[]][] = [
      [
        'champ « image » au lieu de « photo »',
        [{ name: 'image', filename: 'p.jpg', type: 'image/jpeg', bytes: jpeg }],
      ],
      [
        'un fichier inattendu avant la photo',
        [{ name: 'autre', filename: 'a.jpg', bytes: jpeg }, ...photo(jpeg)],
      ],
      ['la photo puis un champ', [...photo(jpeg), { name: 'note', bytes: 'x' }]],
    ];
    for (const [label, parts] of cases) {
      const { body, contentType } = multipart(parts);
      // The old server never answered: the client gives up rather than the test hanging.
      const response = await fetch(`${base}/api/uploads/session-photo`, {
        method: 'POST',
        headers: { ...member.auth, 'content-type': contentType },
        body,
        signal: AbortSignal.timeout(15_000),
      });
      expect(response.status, label).toBe(400);
      expect(await response.json(), label).toEqual({
        success: false,
        error: UPLOAD_MESSAGES.tooManyParts,
        message: UPLOAD_MESSAGES.tooManyParts,
      });
    }
    expect(await storedNames(member)).toEqual([]);
  });

  it('un corps plus gros que la limite de la route : 413 en français', async () => {
    const member = await registerMember(ctx.app);
    const response = await upload(member, photo(Buffer.alloc(11 * 1024 * 1024, 0xff)));
    expect(response.statusCode).toBe(413);
    expect(response.json().success).toBe(false);
    expect([MESSAGES.photoTooLarge, MESSAGES.payloadTooLarge]).toContain(response.json().message);
    expect(await storedNames(member)).toEqual([]);
  });

  it('polyglotte JPEG/HTML : réencodé en WebP, rien de l’original ne survit', async () => {
    const member = await registerMember(ctx.app);
    const polyglot = await jpegHtmlPolyglot();
    expect(polyglot.includes(Buffer.from(SCRIPT))).toBe(true);
    const response = await upload(member, photo(polyglot));
    expect(response.statusCode, response.body).toBe(201);
    const { name } = response.json().data as { name: string };
    const stored = readFileSync(path.join(ctx.dataDir, 'uploads', name));
    expect(stored.toString('latin1', 0, 4)).toBe('RIFF');
    expect(stored.toString('latin1', 8, 12)).toBe('WEBP');
    for (const trace of ['<script', 'alert', '<html', 'document.cookie'])
      expect(stored.includes(Buffer.from(trace)), trace).toBe(false);
    const metadata = await sharp(stored).metadata();
    expect({ format: metadata.format, width: metadata.width, comments: metadata.comments }).toEqual({
      format: 'webp',
      width: 64,
      comments: undefined,
    });
  });
});
