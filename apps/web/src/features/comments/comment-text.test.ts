import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { commentSegments } from './comment-text.ts';
import { CommentItem } from './components/comment-item.tsx';

describe('le texte d’un commentaire, affiché sans lien cliquable', () => {
  it('découpe les adresses pour les afficher comme du texte', () => {
    expect(commentSegments('Regarde https://exemple.fr/video?t=12 et www.elan.fr demain')).toEqual([
      { kind: 'text', value: 'Regarde ' },
      { kind: 'address', value: 'https://exemple.fr/video?t=12' },
      { kind: 'text', value: ' et ' },
      { kind: 'address', value: 'www.elan.fr' },
      { kind: 'text', value: ' demain' },
    ]);
  });

  it('un texte sans adresse reste un seul morceau, sauts de ligne compris', () => {
    expect(commentSegments('Bravo !\nÀ demain')).toEqual([{ kind: 'text', value: 'Bravo !\nÀ demain' }]);
    expect(commentSegments('')).toEqual([]);
  });

  it('ni javascript: ni mailto: ne deviennent autre chose que du texte', () => {
    expect(commentSegments('javascript:alert(1) mailto:a@b.fr')).toEqual([
      { kind: 'text', value: 'javascript:alert(1) mailto:a@b.fr' },
    ]);
  });
});

describe('un commentaire affiché', () => {
  it('montre une adresse et du balisage comme du texte : aucun lien, aucune balise', () => {
    const html = renderToStaticMarkup(
      createElement(CommentItem, {
        comment: {
          id: 1,
          completion_id: 2,
          user_id: 3,
          first_name: 'Karim',
          last_name: 'Coach',
          is_coach: true,
          text: 'Vois https://exemple.fr/x <a href="https://piege.fr">ici</a>\n<img src=x onerror=alert(1)>',
          created_at: '2026-06-17T10:00:00.000Z',
          can_delete: true,
        },
        now: new Date('2026-06-17T10:05:00Z'),
        isDeleting: false,
        onDelete: () => undefined,
      }),
    );
    expect(html).not.toMatch(/<a[\s>]/);
    expect(html).not.toContain('<img');
    expect(html).toContain('https://exemple.fr/x</span>');
    expect(html).toContain('&lt;a href=&quot;');
    expect(html).toContain('>Coach<');
    expect(html).toContain('Il y a 5 min');
    expect(html).toContain('aria-label="Supprimer le commentaire de Karim Coach"');
  });
});
