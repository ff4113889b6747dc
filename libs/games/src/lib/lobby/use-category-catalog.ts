import { useCallback, useEffect, useState } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { gamesApi, type GameItem } from '@wl/api-client';
import { gamePage } from './lobby-config';

export interface CategoryCatalog {
  status: 'idle' | 'loading' | 'ready';
  games: GameItem[];
  error?: unknown;
  retry: () => void;
  /** While another attempt at the failed catalogue is on its way. */
  retrying?: boolean;
}

/**
 * Every game of a category's vendors, fetched once the player starts a search (issue 12: search
 * covers the whole category, not the vendor on screen), and again in a new language (spec §4: the
 * names are the language's). Each vendor's first page tells how many more to fetch; the rest come
 * in parallel.
 */
export function useCategoryCatalog(vendors: readonly string[], language: string, enabled: boolean): CategoryCatalog {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  const [attempt, setAttempt] = useState(0);
  const requestOf = (n: number) => `${vendors.join(',')}@${language}#${n}`;
  const request = requestOf(attempt);
  const [answer, setAnswer] = useState<{ request: string; games: GameItem[]; error?: unknown } | null>(null);

  useEffect(() => {
    if (!enabled || vendors.length === 0) return;
    let cancelled = false;
    const page = async (vassalage: string, pageNum: number) => {
      const call = dispatch(gamesApi.endpoints.getGameList.initiate(gamePage({ vassalage, language }, pageNum)));
      try {
        return await call.unwrap();
      } finally {
        call.unsubscribe();
      }
    };
    const vendorGames = async (vassalage: string) => {
      const first = await page(vassalage, 1);
      const rest = await Promise.all(Array.from({ length: first.totalPages - 1 }, (_, i) => page(vassalage, i + 2)));
      return [first, ...rest].flatMap((answered) => answered.content);
    };
    Promise.all(vendors.map(vendorGames)).then(
      (lists) => !cancelled && setAnswer({ request, games: lists.flat() }),
      (error: unknown) => !cancelled && setAnswer({ request, games: [], error }),
    );
    return () => {
      cancelled = true;
    };
    // `request` names the vendors, the language and the attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, enabled, request]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  if (answer?.request === request) return { status: 'ready', games: answer.games, error: answer.error, retry };
  // Another attempt keeps the failure (and the Try again that holds the focus) until it answers.
  if (answer?.error && answer.request === requestOf(attempt - 1))
    return { status: 'ready', games: [], error: answer.error, retry, retrying: true };
  return { status: enabled ? 'loading' : 'idle', games: [], retry };
}
