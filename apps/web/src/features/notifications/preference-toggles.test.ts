import { DEFAULT_PUSH_PREFERENCES } from '@elan/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PreferenceToggles } from './components/preference-toggles.tsx';

describe('les réglages des notifications', () => {
  it('montrent « Défis » (issue 34) et « Commentaires » (issue 32), allumés par défaut, après les six de la spec', () => {
    const html = renderToStaticMarkup(
      createElement(PreferenceToggles, {
        preferences: { ...DEFAULT_PUSH_PREFERENCES, comments: true },
        onChange: () => undefined,
      }),
    );
    const labels = [...html.matchAll(/<p id="[^"]+" class="font-medium[^"]*">([^<]+)<\/p>/g)].map(
      (m) => m[1],
    );
    expect(labels.slice(-2)).toEqual(['Défis', 'Commentaires']);
    expect(labels).toHaveLength(8);
    expect(html).toMatch(/role="switch" aria-checked="true"[^>]*aria-labelledby="[^"]+"/);
  });
});
