import { useCallback, useRef, useState } from 'react';
import { useBrand, type PrizeMode } from '@wl/brand';
import { useLaunchLotteryLobbyMutation, type LotteryArea, type LotteryGame } from '@wl/api-client';
import { useLotteryAccess } from '../access/lottery-access';

/** What is open in the lottery frame: a game's betting view, or the vendor's lobby (no game). */
export interface OpenLottery {
  url: string;
  game?: LotteryGame;
}

/** Spec §7: Vietnamese games are area VN; every other game is the brand's lottery type. */
export function areaFor(game: LotteryGame | undefined, lotteryType: LotteryArea, vnLobby: boolean): LotteryArea {
  return game ? (game.accountTypeName === 'TCG_LOTTO_VN' ? 'VN' : lotteryType) : vnLobby ? 'VN' : lotteryType;
}

/**
 * Spec §4 and §7: a lottery game (or the lobby, without one) launches through the lottery launch
 * into a frame. A guest gets the login popup first; lottery is played for real money, so a trial
 * account gets the `in_need_true_account` warning.
 */
export function useLotteryLaunch({ vnLobby }: { vnLobby: boolean }) {
  const { lotteryType } = useBrand();
  const { require } = useLotteryAccess();
  const [launch, { error, isLoading, reset }] = useLaunchLotteryLobbyMutation();
  const [open, setOpen] = useState<OpenLottery | null>(null);
  const last = useRef<{ prizeMode: PrizeMode; game?: LotteryGame } | null>(null);

  const start = useCallback(
    (prizeMode: PrizeMode, game?: LotteryGame) =>
      require(() => {
        const launched = { prizeMode, game };
        last.current = launched;
        setOpen(null);
        launch({
          lottoArea: areaFor(game, lotteryType, vnLobby),
          lottoPrizeMode: prizeMode,
          lottoGameCode: game?.code,
          backUrl: window.location.href,
        })
          .unwrap()
          // Only the player's latest choice opens: an earlier launch that answers last is dropped.
          .then(({ gameUrl }) => last.current === launched && setOpen({ url: gameUrl, game }))
          .catch(() => undefined);
      }, { realAccount: true }),
    [require, launch, lotteryType, vnLobby],
  );
  /** Tries the launch that failed again. */
  const retry = useCallback(() => {
    if (last.current) start(last.current.prizeMode, last.current.game);
  }, [start]);
  const close = useCallback(() => {
    setOpen(null);
    reset();
  }, [reset]);
  return { start, retry, close, open, error, launching: isLoading };
}
