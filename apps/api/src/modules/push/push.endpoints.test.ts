import type { LookupAddress } from 'node:dns';
import { PUSH_MESSAGES } from '@elan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { expectFailure } from '../../../test/expect-failure.ts';
import { registerMember } from '../../../test/factories.ts';
import { startPushServiceStub } from '../../../test/push-service-stub.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { pushRepository } from './push.repository.ts';
import { guardedLookup, isPublicAddress } from './push-endpoint.ts';

// As in production: no loopback allowance (decision 026).
let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushServiceStub>>;
beforeAll(async () => {
  ctx = await buildTestApp({ allowLoopbackPush: false });
  stub = await startPushServiceStub(ctx.vapid.publicKey);
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

const subscribe = (auth: Record<string, string>, subscription: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/push/subscribe', headers: auth, payload: { subscription } });

const storedEndpoints = async (userId: number) =>
  (
    await ctx.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, userId))
  ).map((row) => row.endpoint);

describe('push : seuls les services de notifications reconnus (SSRF)', () => {
  it('refuse en 400 français tout autre destinataire, et ne stocke rien', async () => {
    const member = await registerMember(ctx.app);
    const { keys } = stub.subscriber('refus').subscription;
    const refused = [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://127.0.0.1/push/x',
      'http://127.0.0.1:9/push/x',
      'https://[::1]/push/x',
      'http://[::1]:8080/push/x',
      'https://10.0.0.8/push/x',
      'https://192.168.1.1/push/x',
      'https://169.254.169.254/latest/meta-data/',
      'http://169.254.169.254/latest/meta-data/',
      'https://[fd00::1]/x',
      'https://[::ffff:127.0.0.1]/x',
      'https://2130706433/x',
      'https://localhost/push/x',
      'http://localhost:3000/api/users',
      'https://evil.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.com/fcm/send/abc',
      'https://evilfcm.googleapis.com/fcm/send/abc',
      'https://notify.windows.com.evil.com/x',
      'https://push.apple.com/x',
      'https://fcm.googleapis.com@evil.com/fcm/send/abc',
      'https://user:pass@fcm.googleapis.com/fcm/send/abc',
      'https://evil.com#@fcm.googleapis.com/x',
      'https://evil.com\\@fcm.googleapis.com/x',
      'https://fcm.googleapis.com./fcm/send/abc',
      'ftp://fcm.googleapis.com/x',
      'javascript:alert(1)//fcm.googleapis.com',
    ];
    for (const endpoint of refused) {
      expectFailure(
        await subscribe(member.auth, { endpoint, keys }),
        400,
        PUSH_MESSAGES.endpointInvalid,
        endpoint,
      );
    }
    expect(await storedEndpoints(member.user.id)).toEqual([]);
  });

  it('accepte Google, Mozilla, Apple et Microsoft en https sur le port 443', async () => {
    const member = await registerMember(ctx.app);
    const { keys } = stub.subscriber('accepte').subscription;
    const accepted = [
      'https://fcm.googleapis.com/fcm/send/dGVzdA:APA91b',
      'https://fcm.googleapis.com:443/wp/dGVzdA',
      'https://android.googleapis.com/gcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB',
      'https://web.push.apple.com/QGk1dGVzdA',
      'https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB',
    ];
    for (const endpoint of accepted) {
      const response = await subscribe(member.auth, { endpoint, keys });
      expect(response.statusCode, `${endpoint} ${response.body}`).toBe(201);
    }
    expect((await storedEndpoints(member.user.id)).sort()).toEqual([...accepted].sort());
  });

  it('à l’envoi : un abonnement stocké devenu interdit n’est jamais contacté, il est oublié', async () => {
    const member = await registerMember(ctx.app);
    const device = stub.subscriber(`ancien-${member.user.id}`);
    // Stored before the rule (or by another version): the stub on 127.0.0.1.
    await pushRepository.upsertSubscription(
      ctx.db,
      member.user.id,
      device.subscription.endpoint,
      device.subscription.keys,
    );
    expectFailure(
      await ctx.app.inject({ method: 'POST', url: '/api/push/test', headers: member.auth }),
      400,
      PUSH_MESSAGES.noActiveDevice,
    );
    expect(stub.receivedAt(device.path)).toEqual([]);
    expect(await storedEndpoints(member.user.id)).toEqual([]);
  });
});

describe('push : résolution DNS vérifiée à la connexion', () => {
  const lookUp = (addresses: LookupAddress[], all: boolean, allowLoopback = false) =>
    new Promise<{ error: NodeJS.ErrnoException | null; result: unknown }>((resolve) => {
      guardedLookup(allowLoopback, async () => addresses)('fcm.googleapis.com', { all }, (error, result) =>
        resolve({ error, result }),
      );
    });

  it('refuse un hôte qui résout vers une adresse privée, de boucle locale ou de lien local', async () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.0.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
    ]) {
      const { error } = await lookUp([{ address, family: 4 }], true);
      expect(error?.code, address).toBe('ENOTPUBLIC');
    }
    for (const address of ['::1', 'fe80::1', 'fd12::1', '::ffff:10.0.0.1', '::']) {
      const { error } = await lookUp([{ address, family: 6 }], false);
      expect(error?.code, address).toBe('ENOTPUBLIC');
    }
    // One private address among public ones refuses the host.
    const mixed = await lookUp(
      [
        { address: '142.250.74.234', family: 4 },
        { address: '10.0.0.1', family: 4 },
      ],
      true,
    );
    expect(mixed.error?.code).toBe('ENOTPUBLIC');
    expect((await lookUp([], true)).error?.code).toBe('ENOTPUBLIC');
  });

  it('laisse passer une adresse publique, telle que résolue (pas de seconde résolution)', async () => {
    const publicAddresses = [
      { address: '142.250.74.234', family: 4 },
      { address: '2a00:1450:4007:80c::200a', family: 6 },
    ];
    expect(await lookUp(publicAddresses, true)).toEqual({ error: null, result: publicAddresses });
    expect(isPublicAddress('142.250.74.234')).toBe(true);
    expect(isPublicAddress('127.0.0.1')).toBe(false);
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('pas une adresse')).toBe(false);
  });
});
