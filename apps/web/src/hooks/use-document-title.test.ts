import { describe, expect, it } from 'vitest';
import { documentTitle } from './use-document-title.ts';

describe('titre du document', () => {
  it('nomme la page puis l’application', () => {
    expect(documentTitle('Programmes')).toBe('Programmes · Élan');
    expect(documentTitle('  Cardio express 20 min ')).toBe('Cardio express 20 min · Élan');
  });

  it('se contente du nom de l’application sans titre de page', () => {
    expect(documentTitle(undefined)).toBe('Élan');
    expect(documentTitle(null)).toBe('Élan');
    expect(documentTitle('   ')).toBe('Élan');
  });
});
