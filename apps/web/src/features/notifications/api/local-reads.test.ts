import type { Notification } from '@elan/domain';
import { describe, expect, it } from 'vitest';
import { rememberRead, withLocalReads } from './local-reads.ts';

const notification = (id: number, read = false): Notification => ({
  id,
  type: 'badge_unlocked',
  title: 'Nouveau badge débloqué ! 🏆',
  message: 'Vous avez débloqué le badge « Premier pas ».',
  data: {},
  read,
  created_at: '2026-11-25T10:00:00.000Z',
});

describe('withLocalReads (spec §8 : une lecture échouée reste lue)', () => {
  it('garde lues les notifications marquées dans cet onglet, même si le serveur les dit non lues', () => {
    rememberRead([2]);
    const shown = withLocalReads([notification(1), notification(2), notification(3, true)]);
    expect(shown.map((item) => item.read)).toEqual([false, true, true]);
  });
});
