import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { gamesApi } from '@wl/api-client';
import { createTestStore } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { createSandboxApp } from '@wl/sandbox-api';
import { gamePage, type GameListFilter } from './lobby-config';
import { useGamePages } from './use-game-pages';

const sandbox = serveSandbox();

beforeEach(async () => {
  await fetch('http://localhost/__sandbox/reset', { method: 'POST' });
});

// PG Soft and Pragmatic Play have 520 games each: three pages of 200, the third from game 400.
const PG: GameListFilter = { vassalage: 'PG', selectionType: 'ALL', language: 'EN' };
const PP: GameListFilter = { vassalage: 'PP', selectionType: 'ALL', language: 'EN' };
const THIRD_PAGE = 400;

/** PG's third page waits until released, then is left to the sandbox; `answered` tells when the hook has had it. */
function holdPgThirdPage(store: ReturnType<typeof createTestStore>) {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  sandbox.server.use(
    http.get('*/wps/relay/GCSGAME_gameList', async ({ request }) => {
      const query = new URL(request.url).searchParams;
      if (query.get('vassalage') === 'PG' && query.get('pageNum') === '3') await held;
    }),
  );
  const answered = async () => {
    await waitFor(() => expect(gamesApi.endpoints.getGameList.select(gamePage(PG, 3))(store.getState()).isSuccess).toBe(true));
    // The hook hears of the answer a few promise steps after the store.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { release, answered };
}

function renderPages(store: ReturnType<typeof createTestStore>) {
  return renderHook(({ filter }: { filter: GameListFilter }) => useGamePages(filter), {
    initialProps: { filter: PG },
    wrapper: ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>,
  });
}

describe('a late page of an earlier filter is dropped, not drawn over the filter shown', () => {
  it("keeps the shown filter's pages when an earlier filter's page answers late", async () => {
    const store = createTestStore();
    const pg = holdPgThirdPage(store);
    const { result, rerender } = renderPages(store);
    await waitFor(() => expect(result.current.count).toBe(520));
    act(() => result.current.load(THIRD_PAGE, THIRD_PAGE + 1));

    rerender({ filter: PP });
    await waitFor(() => expect(result.current.gameAt(0)?.vassalage).toBe('PP'));
    act(() => result.current.load(THIRD_PAGE, THIRD_PAGE + 1));
    await waitFor(() => expect(result.current.gameAt(THIRD_PAGE)).toBeDefined());
    const ppGame = result.current.gameAt(THIRD_PAGE);

    pg.release();
    await pg.answered();
    act(() => result.current.load(THIRD_PAGE, THIRD_PAGE + 1));
    expect(result.current.gameAt(THIRD_PAGE)).toEqual(ppGame);
  });

  it("keeps the shown filter's failure (and its Try again) when an earlier filter's page answers late", async () => {
    const store = createTestStore();
    const pg = holdPgThirdPage(store);
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
        const query = new URL(request.url).searchParams;
        if (query.get('vassalage') === 'PP' && query.get('pageNum') === '3')
          return HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 });
      }),
    );
    const { result, rerender } = renderPages(store);
    await waitFor(() => expect(result.current.count).toBe(520));
    act(() => result.current.load(THIRD_PAGE, THIRD_PAGE + 1));

    rerender({ filter: PP });
    await waitFor(() => expect(result.current.gameAt(0)?.vassalage).toBe('PP'));
    act(() => result.current.load(THIRD_PAGE, THIRD_PAGE + 1));
    await waitFor(() => expect(result.current.pageError).toBeDefined());

    pg.release();
    await pg.answered();
    expect(result.current.pageError).toBeDefined();
  });
});

describe('a back end whose pages hold fewer games than asked numbers its pages by its own size', () => {
  it('a game past the first short page is found on the page the server numbers it by, not left a placeholder', async () => {
    // The same games, a hundred a page whatever is asked.
    const app = createSandboxApp();
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
        const url = new URL(request.url);
        url.searchParams.set('pageSize', '100');
        return app.fetch(new Request(url, request));
      }),
    );
    const store = createTestStore();
    const { result } = renderPages(store);
    await waitFor(() => expect(result.current.count).toBe(520));
    const wanted = 150;
    act(() => result.current.load(wanted, wanted + 1));
    await waitFor(() => expect(result.current.gameAt(wanted)).toBeDefined());
    // The sandbox numbers PG's games in list order: the 151st is PG-0151, on the server's second page.
    expect(result.current.gameAt(0)?.gameId).toBe('PG-0001');
    expect(result.current.gameAt(wanted)?.gameId).toBe('PG-0151');
  });
});
