import { DRAWN_ANSWERS_ID } from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from './queries';
import { takeCarriedAnswers } from './query';

function carry(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = DRAWN_ANSWERS_ID;
  script.textContent = text;
  document.body.append(script);
}

describe('the answers a drawn page carries', () => {
  afterEach(() => document.getElementById(DRAWN_ANSWERS_ID)?.remove());

  it('start the app’s cache, fresh, and leave the page', () => {
    carry(
      JSON.stringify([
        { key: ['complaints', 'detail', 60, 1], data: { id: 60 } },
        { key: ['x'], data: 0 },
      ]),
    );
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    takeCarriedAnswers(client);
    expect(client.getQueryData(['complaints', 'detail', 60, 1])).toEqual({ id: 60 });
    expect(client.getQueryData(['x'])).toBe(0);
    expect(client.getQueryState(['x'])?.status).toBe('success');
    expect(document.getElementById(DRAWN_ANSWERS_ID)).toBeNull();
  });

  it('are left alone when they are not answers', () => {
    const client = new QueryClient();
    carry('{"not": "a list"');
    takeCarriedAnswers(client);
    carry(JSON.stringify([{ key: 'not a key', data: 1 }, null, { key: ['no data'] }]));
    takeCarriedAnswers(client);
    expect(client.answers()).toEqual([]);
  });
});
