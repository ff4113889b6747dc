import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamesApi } from './games';
import { apiTestStore, testApiClient } from '../testing/api-store';

/** Each game-list call as it left: its query and its `Language` header. */
const asked: { query: URLSearchParams; language: string | null }[] = [];
const server = setupServer(
  http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
    asked.push({ query: new URL(request.url).searchParams, language: request.headers.get('Language') });
    return HttpResponse.json({ success: true, value: { content: [], pageNum: 1, pageSize: 20, totalPages: 1, totalElements: 0 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('game data is reloaded on language change (spec §4), though its calls take no language', () => {
  it('the language keys the cache: a new language asks again, one asked before is served again, and none is sent', async () => {
    let language = 'EN';
    const store = apiTestStore(testApiClient({ getLanguage: () => language }));
    const page = { vassalage: 'PG', pageNum: 1, pageSize: 20 };
    await store.dispatch(gamesApi.endpoints.getGameList.initiate({ ...page, language: 'EN' }));
    language = 'VI';
    await store.dispatch(gamesApi.endpoints.getGameList.initiate({ ...page, language: 'VI' }));
    await store.dispatch(gamesApi.endpoints.getGameList.initiate({ ...page, language: 'EN' }));
    expect(asked.map((call) => call.language)).toEqual(['EN', 'VI']);
    expect(asked.every((call) => !call.query.has('language'))).toBe(true);
  });
});
