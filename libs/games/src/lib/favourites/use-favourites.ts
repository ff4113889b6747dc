import { useCallback, useState } from 'react';
import { useSelector } from 'react-redux';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAddFavouriteMutation, useGetFavouriteIdsQuery, useRemoveFavouriteMutation, type GameItem } from '@wl/api-client';
import { selectIsTrial, selectToken, useGuardedAction } from '@wl/session';

export interface Favourites {
  isFavourite: (nodeId: string) => boolean;
  toggle: (game: GameItem) => void;
  /** The last change the server refused (it has been rolled back); cleared by the next change. */
  failed: boolean;
}

/**
 * Spec §4 favourites, from the server so they survive a reload: an add is skipped when the game is
 * already there and shows at once; a removal shows at once and then tells the server; a refused
 * call is rolled back (by the api-client) and reported here.
 */
export function useFavourites(): Favourites {
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const requireLogin = useGuardedAction();
  const { data: ids } = useGetFavouriteIdsQuery(token && !trial ? undefined : skipToken);
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();
  const [failed, setFailed] = useState(false);

  const isFavourite = useCallback((nodeId: string) => Boolean(ids?.[nodeId]), [ids]);
  const toggle = useCallback(
    (game: GameItem) =>
      requireLogin(
        () => {
          setFailed(false);
          const call = ids?.[game.nodeId]
            ? remove({ nodeId: game.nodeId })
            : add({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage });
          call.unwrap().catch(() => setFailed(true));
        },
        { realAccount: true },
      ),
    [requireLogin, ids, add, remove],
  );
  return { isFavourite, toggle, failed };
}
