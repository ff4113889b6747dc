import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamesApi, launchUrl } from './games';
import { apiTestStore, testApiClient } from '../testing/api-store';

const TOKEN = 'session-token-7f3a';
let launchRequest: Request | undefined;
const server = setupServer(
  http.get('*/wps/game/launchGame', ({ request }) => {
    launchRequest = request;
    return HttpResponse.json({ success: true, value: { content: { game_url: 'https://games.example/play/1' } } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  launchRequest = undefined;
});
afterAll(() => server.close());

const store = () => apiTestStore(testApiClient({ merchantCode: 'LH001', getToken: () => TOKEN }));

describe('game launch (spec §3, docs/api-contract.md)', () => {
  it('sends the session token only in the Authorization header, never in the launch URL', async () => {
    await store().dispatch(
      gamesApi.endpoints.launchGame.initiate({ gameId: 'PG-1', nodeId: '11', vassalage: 'PG', username: 'demo_member' }),
    );
    expect(launchRequest).toBeDefined();
    const url = new URL(launchRequest?.url ?? '');
    expect(url.searchParams.has('token')).toBe(false);
    expect(url.toString()).not.toContain(TOKEN);
    expect(launchRequest?.headers.get('Authorization')).toBe(TOKEN);
    expect(url.searchParams.get('merchantCode')).toBe('LH001');
  });
});

describe('the launch URL (spec §3: game_url or game_url2, also value.content for PVP)', () => {
  it('is game_url, falling back to game_url2', () => {
    expect(launchUrl({ content: { game_url: 'https://games.example/1', game_url2: 'https://games.example/2' } })).toBe(
      'https://games.example/1',
    );
    expect(launchUrl({ content: { game_url2: 'https://games.example/2' } })).toBe('https://games.example/2');
  });

  it('is the content itself when a PVP launch answers the URL as content', () => {
    expect(launchUrl({ content: 'https://pvp.example/room/7' })).toBe('https://pvp.example/room/7');
  });

  it('is none when the answer names no URL, so the launch fails rather than opening an empty frame', () => {
    expect(launchUrl({ content: {} })).toBeUndefined();
    expect(launchUrl({ content: { game_url: '', game_url2: '' } })).toBeUndefined();
    expect(launchUrl({ content: '' })).toBeUndefined();
    // The browser does not check a launch answer's shape: one with no content at all is no URL either.
    expect(launchUrl({} as Parameters<typeof launchUrl>[0])).toBeUndefined();
  });
});
