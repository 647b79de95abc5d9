import type { FeedEvent } from '@elan/domain';
import { inArray, or } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build-test-app.ts';
import { createTestClock } from '../../../test/clock.ts';
import {
  befriend,
  ids,
  type Member,
  postEvent,
  programWithSession,
  registerMember,
  socialClient,
  trainedAt,
} from '../../../test/social-helpers.ts';
import { connections } from '../../db/schema/index.ts';

const clock = createTestClock('2026-06-15T08:00:00Z');
let ctx: TestContext;
let session: { program_id: number; session_id: number };
const client = socialClient(() => ctx.app);

beforeAll(async () => {
  ctx = await buildTestApp({ now: clock.now });
  session = await programWithSession(ctx.app, await registerMember(ctx.app));
});
afterAll(async () => ctx.close());

describe('le feed ne montre jamais l’activité d’un non-ami (propriété, graphes aléatoires)', () => {
  it('pour tout graphe d’amitiés et de demandes, chacun voit exactement ses événements et ceux de ses amis', async () => {
    const size = 6;
    const members: Member[] = [];
    const eventsOf = new Map<number, number[]>();
    for (let index = 0; index < size; index += 1) {
      const who = await registerMember(ctx.app, { first_name: `Membre${index}`, last_name: 'Graphe' });
      members.push(who);
      await trainedAt(ctx.db, who, session, clock.now());
      const own = [];
      for (let event = 0; event < 2; event += 1) {
        own.push(
          await postEvent(ctx.db, who, new Date(clock.now().getTime() - (index * 2 + event) * 60_000)),
        );
      }
      eventsOf.set(who.user.id, own);
    }
    const memberIds = members.map((who) => who.user.id);
    const pairs = memberIds.flatMap((a, i) => memberIds.slice(i + 1).map((b) => [a, b] as const));
    const tie = fc.record({ kind: fc.constantFrom('none', 'pending', 'accepted'), flipped: fc.boolean() });

    await fc.assert(
      fc.asyncProperty(fc.array(tie, { minLength: pairs.length, maxLength: pairs.length }), async (ties) => {
        await ctx.db
          .delete(connections)
          .where(
            or(inArray(connections.requester_id, memberIds), inArray(connections.addressee_id, memberIds)),
          );
        const friends = new Map(memberIds.map((id) => [id, new Set([id])]));
        const rows = pairs.flatMap(([a, b], index) => {
          const { kind, flipped } = ties[index]!;
          if (kind === 'none') return [];
          if (kind === 'accepted') {
            friends.get(a)!.add(b);
            friends.get(b)!.add(a);
          }
          const [requester_id, addressee_id] = flipped ? [b, a] : [a, b];
          return [{ requester_id, addressee_id, status: kind as 'pending' | 'accepted' }];
        });
        if (rows.length) await ctx.db.insert(connections).values(rows);
        for (const who of members) {
          const page = await client.feed(who);
          const expected = [...friends.get(who.user.id)!].flatMap((id) => eventsOf.get(id)!);
          expect(page.locked).toBe(false);
          expect(new Set(page.feed.map((event) => event.user_id))).toEqual(
            new Set(
              page.feed.map((event) => event.user_id).filter((id) => friends.get(who.user.id)!.has(id)),
            ),
          );
          expect(ids(page.feed).sort()).toEqual(expected.sort());
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('pagination du feed', () => {
  it('stable pendant que de nouveaux événements arrivent (curseur), bornée, et par décalage', async () => {
    const [reader, author] = [await registerMember(ctx.app), await registerMember(ctx.app)];
    await befriend(ctx.db, reader, author);
    await trainedAt(ctx.db, reader, session, clock.now());
    const base = clock.now().getTime() - 86_400_000;
    // 120 events, some sharing a timestamp (the id breaks the tie).
    const posted: number[] = [];
    for (let index = 0; index < 120; index += 1) {
      posted.push(
        await postEvent(ctx.db, author, new Date(base + Math.floor(index / 3) * 1000), `#${index}`),
      );
    }
    const expected = [...posted].reverse();

    const seen: FeedEvent[] = [];
    let before: string | undefined;
    for (let page = 0; page < 4; page += 1) {
      const answer = await client.feed(reader, { limit: 50, ...(before ? { before } : {}) });
      seen.push(...answer.feed);
      // Meanwhile the author keeps training: newer events must not shift the next page.
      await postEvent(ctx.db, author, new Date(clock.now().getTime() - page * 1000), `nouveau ${page}`);
      if (!answer.next_before) break;
      before = answer.next_before;
    }
    expect(ids(seen)).toEqual(expected);

    const first = await client.feed(reader, { limit: 10 });
    expect(first.feed).toHaveLength(10);
    expect(first.feed[0]?.message).toBe('nouveau 0');
    const shifted = await client.feed(reader, { limit: 10, offset: 10 });
    const both = await client.feed(reader, { limit: 20 });
    expect(ids([...first.feed, ...shifted.feed])).toEqual(ids(both.feed));
    expect((await client.feed(reader)).feed).toHaveLength(50);
    const last = await client.feed(reader, { limit: 50, offset: 100 });
    expect(last.feed).toHaveLength(23);
    expect(last.next_before).toBeNull();
  });
});
