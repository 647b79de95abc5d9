import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type AutosaveStatus,
  createNotesAutosave,
  type NotesAndFeeling,
  toSavedValues,
} from './notes-autosave.ts';

type Call = {
  values: NotesAndFeeling;
  keepalive: boolean;
  resolve: () => void;
  reject: (error: Error) => void;
};

/** A `send` whose answers the test gives, in the order it chooses. */
function controlledSend() {
  const calls: Call[] = [];
  const send = vi.fn(
    (values: NotesAndFeeling, { keepalive }: { keepalive: boolean }) =>
      new Promise<void>((resolve, reject) => calls.push({ values, keepalive, resolve, reject })),
  );
  return { calls, send };
}

const EMPTY: NotesAndFeeling = { notes: null, feeling: null };

function setup(saved: NotesAndFeeling = EMPTY) {
  const { calls, send } = controlledSend();
  const statuses: AutosaveStatus[] = [];
  const autosave = createNotesAutosave({
    saved,
    send,
    onStatus: (status) => statuses.push(status),
    delayMs: 800,
  });
  return { autosave, calls, send, statuses };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toSavedValues', () => {
  it('rogne les notes et envoie null pour des notes vides', () => {
    expect(toSavedValues('  Bonne séance  ', 'good')).toEqual({ notes: 'Bonne séance', feeling: 'good' });
    expect(toSavedValues('   ', null)).toEqual({ notes: null, feeling: null });
  });
});

describe('createNotesAutosave', () => {
  it('envoie le ressenti tout de suite et les notes après une pause de frappe, une seule fois', async () => {
    const { autosave, calls, statuses } = setup();
    autosave.change({ notes: null, feeling: 'excellent' }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.values)).toEqual([{ notes: null, feeling: 'excellent' }]);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses).toEqual(['saving', 'saved']);

    autosave.change({ notes: 'L', feeling: 'excellent' });
    await vi.advanceTimersByTimeAsync(500);
    autosave.change({ notes: 'Le repos', feeling: 'excellent' });
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.values.notes)).toEqual([null, 'Le repos']);
  });

  it('n’envoie rien quand rien n’a changé par rapport au serveur', async () => {
    const { autosave, send } = setup({ notes: 'Déjà là', feeling: 'good' });
    autosave.change({ notes: 'Déjà là', feeling: 'good' }, { isImmediate: true });
    await autosave.flush();
    await vi.advanceTimersByTimeAsync(2000);
    autosave.flushOnPageHide();
    expect(send).not.toHaveBeenCalled();
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it('n’envoie jamais deux écritures à la fois : la suivante attend, avec les dernières valeurs', async () => {
    const { autosave, calls } = setup();
    autosave.change({ notes: null, feeling: 'bad' }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    autosave.change({ notes: 'a', feeling: 'good' }, { isImmediate: true });
    autosave.change({ notes: 'ab', feeling: 'good' });
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);

    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.values)).toEqual([
      { notes: null, feeling: 'bad' },
      { notes: 'ab', feeling: 'good' },
    ]);
    calls[1]?.resolve();
    await expect(flushed).resolves.toBeUndefined();
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it('un échec est dit, puis la prochaine écriture réessaie les dernières valeurs', async () => {
    const { autosave, calls, statuses } = setup();
    autosave.change({ notes: 'Genou sensible', feeling: null });
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('Impossible de joindre le serveur.'));
    await expect(flushed).rejects.toThrow('Impossible de joindre le serveur.');
    expect(statuses.at(-1)).toBe('error');
    expect(autosave.hasUnsavedChanges()).toBe(true);

    const retried = autosave.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls[1]?.values).toEqual({ notes: 'Genou sensible', feeling: null });
    calls[1]?.resolve();
    await retried;
    expect(statuses.at(-1)).toBe('saved');
  });

  it('page cachée ou fermée : envoie sans attendre la pause, en keepalive', async () => {
    const { autosave, calls } = setup();
    autosave.change({ notes: 'Tapé juste avant de fermer', feeling: 'okay' });
    autosave.flushOnPageHide();
    await Promise.resolve();
    await Promise.resolve();
    expect(calls.map((call) => [call.values.notes, call.keepalive])).toEqual([
      ['Tapé juste avant de fermer', true],
    ]);
    // The debounce was cancelled: no second write once the pause is over.
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
  });

  it('page fermée pendant une écriture : les dernières valeurs partent aussitôt, et les suivantes attendent les deux', async () => {
    const { autosave, calls } = setup();
    autosave.change({ notes: 'v1', feeling: null }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    autosave.change({ notes: 'v2', feeling: null });
    autosave.flushOnPageHide();
    expect(calls.map((call) => [call.values.notes, call.keepalive])).toEqual([
      ['v1', false],
      ['v2', true],
    ]);

    autosave.change({ notes: 'v3', feeling: null }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[0]?.resolve();
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.values.notes)).toEqual(['v1', 'v2', 'v3']);
  });

  it('page seulement cachée pendant une écriture : la suivante attend son tour (jamais deux à la fois)', async () => {
    const { autosave, calls } = setup();
    autosave.change({ notes: 'v1', feeling: null }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    autosave.change({ notes: 'v2', feeling: null });
    autosave.flushOnPageHide({ isUnloading: false });
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => call.values.notes)).toEqual(['v1']);
    calls[0]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((call) => [call.values.notes, call.keepalive])).toEqual([
      ['v1', false],
      ['v2', true],
    ]);
  });

  it('l’échec d’une écriture plus ancienne, arrivé après la réussite de la plus récente, ne dit rien', async () => {
    const { autosave, calls, statuses } = setup();
    autosave.change({ notes: 'v1', feeling: null }, { isImmediate: true });
    await vi.advanceTimersByTimeAsync(0);
    autosave.change({ notes: 'v2', feeling: null });
    autosave.flushOnPageHide();
    calls[1]?.resolve();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('Impossible de joindre le serveur.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('saved');
    expect(autosave.hasUnsavedChanges()).toBe(false);
  });

  it('après un échec, revenir au texte enregistré efface l’erreur sans rien envoyer', async () => {
    const { autosave, calls, statuses } = setup({ notes: 'Enregistré', feeling: null });
    autosave.change({ notes: 'Autre chose', feeling: null });
    const flushed = autosave.flush();
    await vi.advanceTimersByTimeAsync(0);
    calls[0]?.reject(new Error('Impossible de joindre le serveur.'));
    await expect(flushed).rejects.toThrow();
    expect(statuses.at(-1)).toBe('error');

    autosave.change({ notes: 'Enregistré', feeling: null });
    await autosave.flush();
    expect(statuses.at(-1)).toBe('saved');
    expect(calls).toHaveLength(1);
  });
});
