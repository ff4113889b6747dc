import { useCallback, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useBrand, type PrizeMode } from '@wl/brand';
import { useLaunchLotteryLobbyMutation, type LotteryArea, type LotteryGame } from '@wl/api-client';
import { selectToken } from '@wl/session';
import { useLotteryAccess } from '../access/lottery-access';

/** What is open in the lottery frame: a game's betting view, or the vendor's lobby (no game). */
export interface OpenLottery {
  url: string;
  game?: LotteryGame;
  /** Whether the frame, once drawn, brings itself into view and takes the focus. */
  takeFocus: boolean;
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
  const token = useSelector(selectToken);
  const [launch, { error, isLoading, reset }] = useLaunchLotteryLobbyMutation();
  const [open, setOpen] = useState<(OpenLottery & { token: string | null }) | null>(null);
  const last = useRef<{ prizeMode: PrizeMode; game?: LotteryGame } | null>(null);

  const start = useCallback(
    (prizeMode: PrizeMode, game?: LotteryGame, { takeFocus = true } = {}) =>
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
          .then(({ gameUrl }) => last.current === launched && setOpen({ url: gameUrl, game, takeFocus, token }))
          .catch(() => undefined);
      }, { realAccount: true }),
    [require, launch, lotteryType, vnLobby, token],
  );
  /** Tries the launch that failed again. */
  const retry = useCallback(() => {
    if (last.current) start(last.current.prizeMode, last.current.game);
  }, [start]);
  const close = useCallback(() => {
    setOpen(null);
    reset();
  }, [reset]);
  // The vendor's session inside belongs to the player's session it was launched in: when that ends
  // (logout, the server ending it, another login), the frame goes, however late its launch answered.
  const current = open?.token === token ? open : null;
  return { start, retry, close, open: current, error, launching: isLoading };
}
