import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
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
  const pageSize = pageSizeOf(first.currentData);
  // Pages belong to one answer of the first page: a new filter or a refetch starts afresh.
  const generation = `${JSON.stringify(filter)}@${first.fulfilledTimeStamp ?? 0}`;
  const [pages, setPages] = useState<{ generation: string; byPage: ReadonlyMap<number, GameItem[]> }>({ generation, byPage: new Map() });
  // The generation on screen: a late answer of an earlier one (another filter) is dropped, not drawn over it.
  const shownGeneration = useRef(generation);
  useLayoutEffect(() => {
    shownGeneration.current = generation;
  }, [generation]);
  // Pages asked for in one generation only: one shown again (back to an earlier filter) asks afresh for the pages it lost.
  const requested = useRef({ generation, pages: new Set<number>() });
  // Pages of this generation whose call failed, and the last failure: told to the player, not left as placeholders.
  const [failure, setFailure] = useState<{ generation: string; pages: ReadonlySet<number>; error: unknown; retrying: boolean } | null>(
    null,
  );

  const load = useCallback(
    (start: number, end: number) => {
      if (!filter || !first.currentData) return;
      if (requested.current.generation !== generation) requested.current = { generation, pages: new Set() };
      const asked = requested.current.pages;
      for (let pageNum = Math.floor(start / pageSize) + 1; pageNum <= Math.floor((end - 1) / pageSize) + 1; pageNum++) {
        if (pageNum === 1 || asked.has(pageNum)) continue;
        asked.add(pageNum);
        // This page answered (`error` undefined) or failed: the generation's failure is what is left failed.
        const settle = (error?: unknown) =>
          setFailure((current) => {
            const failedPages = new Set(current?.generation === generation ? current.pages : []);
            if (error === undefined) failedPages.delete(pageNum);
            else failedPages.add(pageNum);
            if (failedPages.size === 0) return null;
            return {
              generation,
              pages: failedPages,
              error: error ?? current?.error,
              retrying: error === undefined && current?.retrying === true,
            };
          });
        const request = dispatch(gamesApi.endpoints.getGameList.initiate(gamePage(filter, pageNum)));
        request
          .unwrap()
          .then(({ content }) => {
            if (shownGeneration.current !== generation) {
              // Dropped, so asked again if this generation comes back into view.
              asked.delete(pageNum);
              return;
            }
            setPages((current) => ({
              generation,
              byPage: new Map(current.generation === generation ? current.byPage : []).set(pageNum, content),
            }));
            settle();
          })
          // A page that failed is asked for again the next time it scrolls into view, or on Try again.
          .catch((error: unknown) => {
            asked.delete(pageNum);
            if (shownGeneration.current === generation) settle(error);
          })
          .finally(() => request.unsubscribe());
      }
    },
    [dispatch, filter, first.currentData, generation, pageSize],
  );

  // The last page comes soon after the first, so a jump to the end (End key, scrollbar) shows games
  // at once; not before the first screen is up, whose largest paint it would hold back.
  const total = first.currentData?.totalElements ?? 0;
  useEffect(() => {
    if (total > pageSize) return afterFirstScreen(() => load(total - 1, total));
  }, [load, total, pageSize]);

  const firstPage = first.currentData?.content;
  const gameAt = useCallback(
    (index: number): GameItem | undefined => {
      const pageNum = Math.floor(index / pageSize) + 1;
      const list = pageNum === 1 ? firstPage : pages.generation === generation ? pages.byPage.get(pageNum) : undefined;
      return list?.[index % pageSize];
    },
    [firstPage, pages, generation, pageSize],
  );

  const failed = failure?.generation === generation ? failure : null;
  // Another attempt keeps the failure (and the Try again that holds the focus) until every page has answered.
  const retryPages = useCallback(() => {
    if (!failed) return;
    setFailure({ ...failed, retrying: true });
    for (const pageNum of failed.pages) load((pageNum - 1) * pageSize, pageNum * pageSize);
  }, [failed, load, pageSize]);

  return {
    count: first.currentData?.totalElements ?? 0,
    gameAt,
    load,
    isLoading: first.isLoading || first.isFetching,
    error: first.error,
    refetch: first.refetch,
    /** A later page's failure (its tiles stay placeholders), with its retry. */
    pageError: failed?.error,
    pagesRetrying: failed?.retrying ?? false,
    retryPages,
  };
}

/**
 * How many games a page of this list holds: those we ask for (`LOBBY_PAGE_SIZE`), unless the server gives fewer. A
 * back end that caps its pages numbers them by its own size, so a first page short of the total tells the size.
 */
function pageSizeOf(first: { content: readonly unknown[]; totalElements: number } | undefined): number {
  if (!first || first.content.length === 0 || first.content.length >= first.totalElements) return LOBBY_PAGE_SIZE;
  return Math.min(first.content.length, LOBBY_PAGE_SIZE);
}
