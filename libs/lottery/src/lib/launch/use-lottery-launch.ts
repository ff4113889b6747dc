import { useCallback, useMemo, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { useBrand, type PrizeMode } from '@wl/brand';
import {
  invalidUrlError,
  useBalanceAfterPlay,
  useLaunchLotteryLobbyMutation,
  type LotteryArea,
  type LotteryGame,
  useLaunchFrameUrl,
} from '@wl/api-client';
import { LOGIN_MODAL, selectToken, useResumeAfterLogin } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { useLotteryAccess } from '../access/lottery-access';

/** What is open in the lottery frame: a game's betting view, or the vendor's lobby (no game). */
export interface OpenLottery {
  url: string;
  /** Where the vendor's way back leads (the launch's `backUrl`): the frame closes when it gets there. */
  backUrl?: string;
  game?: LotteryGame;
  /** Whether the frame, once drawn, brings itself into view and takes the focus. */
  takeFocus: boolean;
  /** What the player pressed to open it, given the focus back on close (also after a relaunch). */
  returnTo?: Element | null;
}

/** Spec §7: Vietnamese games are area VN; every other game is the brand's lottery type. */
export function areaFor(game: LotteryGame | undefined, lotteryType: LotteryArea, vnLobby: boolean): LotteryArea {
  return game ? (game.accountTypeName === 'TCG_LOTTO_VN' ? 'VN' : lotteryType) : vnLobby ? 'VN' : lotteryType;
}

interface Launch {
  prizeMode: PrizeMode;
  game?: LotteryGame;
  takeFocus: boolean;
  /** Tries a failed launch again: its failure stays on screen (and its Try again keeps the focus) until this answers. */
  retry: boolean;
  /** Follows a changed choice (prize mode, language): not a second press, so it goes even if the same launch is on its way. */
  relaunch: boolean;
  returnTo?: Element | null;
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
  const [launch, { isLoading }] = useLaunchLotteryLobbyMutation();
  const [open, setOpen] = useState<(OpenLottery & { token: string | null }) | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; token: string | null } | null>(null);
  const last = useRef<Launch | null>(null);
  /** The launch on its way, until it answers. */
  const pending = useRef<Launch | null>(null);
  const launchNow = useCallback(
    (launched: Launch) => {
      require(() => {
        // A second press on the game (or lobby) already launching, in the same mode, would open a second vendor session.
        const before = pending.current;
        if (!launched.relaunch && before && before.prizeMode === launched.prizeMode && before.game?.code === launched.game?.code) return;
        last.current = launched;
        pending.current = launched;
        setOpen(null);
        if (!launched.retry) setFailure(null);
        const { prizeMode, game, takeFocus, returnTo } = launched;
        const backUrl = window.location.href;
        launch({
          lottoArea: areaFor(game, lotteryType, vnLobby),
          lottoPrizeMode: prizeMode,
          lottoGameCode: game?.code,
          backUrl,
        })
          .unwrap()
          // Only the player's latest choice opens (or fails): an earlier launch that answers last is dropped.
          .then(({ gameUrl }) => {
            if (last.current !== launched) return;
            // An answer that names no lottery is a failed launch (spec §8 invalid URL), with its Try again, not a
            // frame with no address to place: the answer's shape is not checked on its way in.
            if (typeof gameUrl !== 'string' || !gameUrl) throw invalidUrlError('The lottery launch answered no URL');
            setFailure(null);
            setOpen({ url: gameUrl, backUrl, game, takeFocus, returnTo, token });
          })
          .catch((error: unknown) => last.current === launched && setFailure({ error, token }))
          .finally(() => {
            if (pending.current === launched) pending.current = null;
          });
      }, { realAccount: true });
    },
    [require, launch, lotteryType, vnLobby, token],
  );
  // As a game's launch does (spec §4): the lottery a guest chose launches once the login popup has logged them in and
  // closed (not after a forced password change, which comes first and drops the launch). The guard opens the popup
  // and drops the action.
  const launchWith = useResumeAfterLogin<Launch>(useModals().isOpen(LOGIN_MODAL), launchNow);

  const close = useCallback(() => setOpen(null), []);
  // The vendor's session inside belongs to the player's session it was launched in: when that ends
  // (logout, the server ending it, another login), the frame goes, however late its launch answered.
  const inSession = open?.token === token ? open : null;
  // A launch that answered before the launch hosts did waits for them.
  const framed = useLaunchFrameUrl(inSession?.url, 'Lottery');
  const placedUrl = framed.url;
  const refused = useMemo(() => (framed.refused ? { error: framed.refused, token } : null), [framed.refused, token]);
  const current = useMemo(
    () => (inSession && placedUrl !== undefined && !refused ? { ...inSession, url: placedUrl } : null),
    [inSession, placedUrl, refused],
  );
  // So does a failed launch's message: its Try again would launch in the session that follows.
  const currentFailure = refused ?? (failure?.token === token ? failure : null);
  /** Tries the launch that failed again, in the prize mode the switch shows now (it may have changed since). */
  const retry = useCallback(
    (prizeMode: PrizeMode) => {
      if (!last.current) return;
      // A refused address goes with its frame as the launch starts again: kept as the failure, its Try again stays
      // (busy, holding the focus) until the new answer, as a failed call's does.
      if (refused) setFailure(refused);
      launchWith({ ...last.current, prizeMode, takeFocus: true, retry: true, relaunch: false });
    },
    [launchWith, refused],
  );
  useBalanceAfterPlay(current?.url);
  /**
   * `opener` is the element pressed: Safari (and every iOS browser) does not focus a button on a click, so the focus
   * at the press may be the page's.
   */
  const start = useCallback(
    (prizeMode: PrizeMode, game?: LotteryGame, opener?: Element) => {
      const shown = last.current;
      // The game (or lobby) open in this mode: a second press brings its frame back, not a second vendor session.
      if (current && !pending.current && shown?.prizeMode === prizeMode && shown.game?.code === game?.code)
        setOpen({ ...current, takeFocus: true });
      else launchWith({ prizeMode, game, takeFocus: true, retry: false, relaunch: false, returnTo: opener ?? document.activeElement });
    },
    [launchWith, current],
  );
  /**
   * The open game (or the vendor's lobby) follows a prize-mode or language switch, launched again, also when its
   * launch has not answered yet: it would open betting in a mode (or language) the page no longer shows.
   * The player stays on the switch: the new frame takes neither the focus nor the page's scroll.
   */
  const relaunchIn = useCallback(
    (prizeMode: PrizeMode) => {
      if (last.current && (current || pending.current))
        launchWith({ ...last.current, prizeMode, takeFocus: false, retry: false, relaunch: true });
    },
    [launchWith, current],
  );
  return {
    start,
    retry,
    close,
    relaunchIn,
    open: current,
    failure: currentFailure,
    retrying: currentFailure !== null && isLoading,
    launching: isLoading || (inSession !== null && placedUrl === undefined),
  };
}
