import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from './api';

/**
 * Spec §4: the balance is refreshed on returning from a game. A frame a player played in (`playing`, its address) that
 * goes (the page left, another game or provider, a relaunch, the frame closed) may have moved money: the header's
 * balance asks again. Every frame a player plays in: `/game`'s, the lottery's, a vendor's lobby page's.
 */
export function useBalanceAfterPlay(playing: string | undefined): void {
  const dispatch = useDispatch();
  const played = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (played.current !== undefined && played.current !== playing) dispatch(baseApi.util.invalidateTags(['Balance']));
    played.current = playing;
  }, [playing, dispatch]);
  useEffect(
    () => () => {
      if (played.current !== undefined) dispatch(baseApi.util.invalidateTags(['Balance']));
    },
    [dispatch],
  );
}
