import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAddFavouriteMutation, useGetFavouriteIdsQuery, useRemoveFavouriteMutation, type GameItem } from '@wl/api-client';
import { selectIsTrial, selectToken, useGuardedAction } from '@wl/session';

export interface Favourites {
  isFavourite: (nodeId: string) => boolean;
  /** A change of this game is on its way: its heart takes no other until the server has answered. */
  isChanging: (nodeId: string) => boolean;
  toggle: (game: GameItem) => void;
  /** The last change the server refused (it has been rolled back); cleared by the next change and when the session ends. */
  failed: boolean;
}

/**
 * Spec §4 favourites, from the server so they survive a reload: an add is skipped when the game is
 * already there and shows at once; a removal shows at once and then tells the server; a refused
 * call is rolled back (by the api-client) and reported here. One change of a game at a time: an add
 * and a removal on their way together could reach the server in either order, leaving it to keep
 * what the heart no longer shows.
 */
export function useFavourites(): Favourites {
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const requireLogin = useGuardedAction();
  const { data: ids } = useGetFavouriteIdsQuery(token && !trial ? undefined : skipToken);
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  // The refusal belongs to the session it happened in: a logout or another player's login does not inherit it.
  const [refused, setRefused] = useState<{ token: string | null } | null>(null);
  const failed = refused?.token === token;
  // The ref turns away a second press before the first has re-rendered; the state shows it.
  const sending = useRef(new Set<string>());
  const [changing, setChanging] = useState<ReadonlySet<string>>(new Set());

  const isFavourite = useCallback((nodeId: string) => Boolean(ids?.[nodeId]), [ids]);
  const isChanging = useCallback((nodeId: string) => changing.has(nodeId), [changing]);
  const toggle = useCallback(
    (game: GameItem) =>
      requireLogin(
        () => {
          const { nodeId } = game;
          if (sending.current.has(nodeId)) return;
          setRefused(null);
          sending.current.add(nodeId);
          setChanging(new Set(sending.current));
          const call = ids?.[nodeId] ? remove({ nodeId }) : add({ gameId: game.gameId, nodeId, vassalage: game.vassalage });
          call
            .unwrap()
            .catch(() => setRefused({ token }))
            .finally(() => {
              sending.current.delete(nodeId);
              setChanging(new Set(sending.current));
            });
        },
        { realAccount: true },
      ),
    [requireLogin, ids, add, remove, token],
  );
  return { isFavourite, isChanging, toggle, failed };
}
