import { useCallback, useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { skipToken } from '@reduxjs/toolkit/query';
import { gamesApi, useGetGameListQuery, type GameItem } from '@wl/api-client';
import { afterFirstScreen } from '@wl/ui-kit';
import { gamePage, LOBBY_PAGE_SIZE, type GameListFilter } from './lobby-config';

/**
 * A vendor's game list as random-access pages: the first page tells the total, and the pages the
 * grid shows are fetched as they come into view, so jumping to the end of 10,000 games costs one
 * call, not fifty.
 */
export function useGamePages(filter: GameListFilter | undefined) {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const first = useGetGameListQuery(filter ? gamePage(filter, 1) : skipToken);
  // Pages belong to one answer of the first page: a new filter or a refetch starts afresh.
  const generation = `${JSON.stringify(filter)}@${first.fulfilledTimeStamp ?? 0}`;
  const [pages, setPages] = useState<{ generation: string; byPage: ReadonlyMap<number, GameItem[]> }>({ generation, byPage: new Map() });
  // Keys carry the generation, so an old generation's requests never block a new one's.
  const requested = useRef(new Set<string>());

  const load = useCallback(
    (start: number, end: number) => {
      if (!filter || !first.currentData) return;
      for (let pageNum = Math.floor(start / LOBBY_PAGE_SIZE) + 1; pageNum <= Math.floor((end - 1) / LOBBY_PAGE_SIZE) + 1; pageNum++) {
        const key = `${generation}#${pageNum}`;
        if (pageNum === 1 || requested.current.has(key)) continue;
        requested.current.add(key);
        const request = dispatch(gamesApi.endpoints.getGameList.initiate(gamePage(filter, pageNum)));
        request
          .unwrap()
          .then(({ content }) =>
            setPages((current) => ({
              generation,
              byPage: new Map(current.generation === generation ? current.byPage : []).set(pageNum, content),
            })),
          )
          // A page that failed is asked for again the next time it scrolls into view.
          .catch(() => requested.current.delete(key))
          .finally(() => request.unsubscribe());
      }
    },
    [dispatch, filter, first.currentData, generation],
  );

  // The last page comes soon after the first, so a jump to the end (End key, scrollbar) shows games
  // at once; not before the first screen is up, whose largest paint it would hold back.
  const total = first.currentData?.totalElements ?? 0;
  useEffect(() => {
    if (total > LOBBY_PAGE_SIZE) return afterFirstScreen(() => load(total - 1, total));
  }, [load, total]);

  const firstPage = first.currentData?.content;
  const gameAt = useCallback(
    (index: number): GameItem | undefined => {
      const pageNum = Math.floor(index / LOBBY_PAGE_SIZE) + 1;
      const list = pageNum === 1 ? firstPage : pages.generation === generation ? pages.byPage.get(pageNum) : undefined;
      return list?.[index % LOBBY_PAGE_SIZE];
    },
    [firstPage, pages, generation],
  );

  return {
    count: first.currentData?.totalElements ?? 0,
    gameAt,
    load,
    isLoading: first.isLoading || first.isFetching,
    error: first.error,
    refetch: first.refetch,
  };
}
