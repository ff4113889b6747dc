import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAddFavouriteMutation, useGetFavouriteIdsQuery, useRemoveFavouriteMutation, type GameItem } from '@wl/api-client';
import { selectIsTrial, selectToken, useGuardedAction } from '@wl/session';

/** A failed call as the page's failure note takes it: the error (its catalogued message) and its retry. */
export interface FavouritesFailure {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export interface Favourites {
  /** `undefined` while a member's favourites are not known (not arrived yet, or their call failed): no heart can say. */
  isFavourite: (nodeId: string) => boolean | undefined;
  /** A change of this game is on its way: its heart takes no other until the server has answered. */
  isChanging: (nodeId: string) => boolean;
  toggle: (game: GameItem) => void;
  /** The call for the member's favourites failed; its retry asks again. */
  loadFailure: FavouritesFailure | undefined;
  /** The last change the server refused (it has been rolled back) and its game, its retry sending it again; cleared by the next change and when the session ends. */
  changeFailure: (FavouritesFailure & { nodeId: string }) | undefined;
}

/**
 * Spec §4 favourites, from the server so they survive a reload: an add is skipped when the game is
 * already there and shows at once; a removal shows at once and then tells the server; a refused
 * call is rolled back (by the api-client) and reported here. One change of a game at a time: an add
 * and a removal on their way together could reach the server in either order, leaving it to keep
 * what the heart no longer shows. No change is sent while the favourites are unknown: a heart could
 * only guess, and an add of a game already there is what the spec skips.
 */
export function useFavourites(): Favourites {
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const requireLogin = useGuardedAction();
  const member = Boolean(token && !trial);
  const idsQuery = useGetFavouriteIdsQuery(member ? undefined : skipToken);
  // A guest or trial player has none (a heart asks them to log in); a member's are known once arrived, and not while their call fails.
  const ids = !member ? NONE : idsQuery.error ? undefined : idsQuery.data;
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  // The refusal belongs to the session it happened in: a logout or another player's login does not inherit it.
  const [refused, setRefused] = useState<{ token: string | null; error: unknown; game: GameItem; on: boolean } | null>(null);
  // The ref turns away a second press before the first has re-rendered; the state shows it.
  const sending = useRef(new Set<string>());
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());
  // Read by the callbacks when pressed, so they stay the same functions as the favourites change (the tiles' memo holds).
  const latestIds = useRef(ids);
  useLayoutEffect(() => {
    latestIds.current = ids;
  }, [ids]);

  const isFavourite = useCallback((nodeId: string) => (ids ? Boolean(ids[nodeId]) : undefined), [ids]);
  const isChanging = useCallback((nodeId: string) => changing.has(nodeId), [changing]);
  /**
   * Makes the game a favourite (`on`) or not, if it is not already so. A retry keeps the refusal (and its
   * Try again, which holds the focus) on screen until the server has answered.
   */
  const change = useCallback(
    (game: GameItem, on: boolean | ((was: boolean) => boolean), retry = false) =>
      requireLogin(
        () => {
          const { nodeId } = game;
          const known = latestIds.current;
          if (!known || sending.current.has(nodeId)) return;
          const was = Boolean(known[nodeId]);
          const wanted = typeof on === 'function' ? on(was) : on;
          if (!retry || wanted === was) setRefused(null);
          if (wanted === was) return;
          sending.current.add(nodeId);
          setChanging(new Set(sending.current));
          const call = wanted ? add({ gameId: game.gameId, nodeId, vassalage: game.vassalage }) : remove({ nodeId });
          call
            .unwrap()
            .then(() => setRefused((current) => (current?.game.nodeId === nodeId ? null : current)))
            .catch((error: unknown) => setRefused({ token, error, game, on: wanted }))
            .finally(() => {
              sending.current.delete(nodeId);
              setChanging(new Set(sending.current));
            });
        },
        { realAccount: true },
      ),
    [requireLogin, add, remove, token],
  );
  const toggle = useCallback((game: GameItem) => change(game, (was) => !was), [change]);

  const { refetch, isFetching } = idsQuery;
  const loadError = member ? idsQuery.error : undefined;
  const loadFailure = useMemo(
    () => (loadError ? { error: loadError, onRetry: () => void refetch(), retrying: isFetching } : undefined),
    [loadError, refetch, isFetching],
  );
  const changeFailure = useMemo(() => {
    if (!refused || refused.token !== token) return undefined;
    const { nodeId } = refused.game;
    return { error: refused.error, onRetry: () => change(refused.game, refused.on, true), retrying: changing.has(nodeId), nodeId };
  }, [refused, token, change, changing]);

  return useMemo(
    () => ({ isFavourite, isChanging, toggle, loadFailure, changeFailure }),
    [isFavourite, isChanging, toggle, loadFailure, changeFailure],
  );
}

/** A guest's or trial player's favourites: none, the same object every render. */
const NONE: Readonly<Record<string, true>> = {};
