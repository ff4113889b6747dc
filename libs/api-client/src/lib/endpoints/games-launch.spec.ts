import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamesApi } from './games';
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
