import type { FeedEvent } from '@elan/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeedEventCard } from './components/feed-event-card.tsx';
import { ShareCard } from './components/share-card.tsx';

/** Issue 15: a member's stored text (name, message) is rendered as text, never as markup. */
const HOSTILE = '<img src=x onerror=alert(1)>';
const ESCAPED = '&lt;img src=x onerror=alert(1)&gt;';

const event: FeedEvent = {
  id: 1,
  type: 'session_completed',
  user_id: 2,
  name: HOSTILE,
  username: 'camille',
  avatar_url: null,
  emoji: '💪',
  message: HOSTILE,
  created_at: '2025-06-02T10:00:00.000Z',
  completion_id: null,
  duration: 30,
  average_heart_rate: null,
  calories_burned: null,
  reactions: { counts: { '👏': 0, '🔥': 0, '💪': 0, '❤️': 0 }, mine: null },
};

describe('texte stocké affiché comme du texte', () => {
  it('une carte du fil montre le nom et le message tels quels', () => {
    const html = renderToStaticMarkup(
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(
          MemoryRouter,
          null,
          createElement(FeedEventCard, {
            event,
            viewerId: 2,
            now: new Date('2025-06-02T12:00:00Z'),
            canComment: true,
          }),
        ),
      ),
    );
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<img');
  });

  it('la carte de partage (capturée par html-to-image) aussi', () => {
    const html = renderToStaticMarkup(
      createElement(ShareCard, {
        data: {
          user: { name: HOSTILE, avatar_url: null, username: 'camille' },
          stats: { streak: 3, total_days: 10, friends_count: 2 },
          status: { unlocked: true },
          feed_event: { emoji: '💪', message: HOSTILE },
        },
      }),
    );
    expect(html).toContain(ESCAPED);
    expect(html).not.toContain('<img');
  });
});
