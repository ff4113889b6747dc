import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';
import { useGetVendorLanesQuery, useWhiteLabel } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { LOGIN_MODAL, selectIsTrial, useGuardedAction, useResumeAfterLogin } from '@wl/session';
import { useModals } from '@wl/ui-kit';
import { splitSportsLanes } from '../navigation/nav-rules';
import { freePlayPath, launchTarget, type GamePageState, type Launchable } from './launch-rules';

/** The site's game popup (registered by the web app under this id): a vendor's games, or a PVP game's rooms. */
export const GAME_POPUP_MODAL = 'gamePopup';

export interface GamePopupProps {
  vassalage: string;
  /** The vendor's name, for the popup's lists (its code when the lanes lack it). */
  vendorName: string;
  /** Show this PVP game's rooms instead of the vendor's games. */
  rooms?: { gameId?: string; nodeId?: string };
}

/** Each vendor's category and name, from the lanes (sports split into esports and cockfight as the brand says). */
export function useVendors(): Map<string, { category: string; name: string }> {
  return useVendorLanes().vendors;
}

/** The vendors, and whether the lanes have answered (or failed): until then a vendor's category is not known. */
function useVendorLanes() {
  const { language } = useLanguage();
  const brand = useBrand();
  const { data, isLoading } = useGetVendorLanesQuery({ language });
  const vendors = useMemo(() => {
    const vendors = new Map<string, { category: string; name: string }>();
    for (const lane of splitSportsLanes(data?.data.lanes ?? [], brand))
      for (const card of lane.cards) vendors.set(card.vassalage, { category: lane.title, name: card.displayName });
    return vendors;
  }, [data, brand]);
  return { vendors, known: !isLoading };
}

/** Whether game tiles carry a free-play line (the merchant offers free play); until the settings are in, taken that they do. */
export function useFreePlayLine(): boolean {
  const { ready, isOn } = useWhiteLabel();
  return !ready || isOn('freePlay');
}

/** Free play is offered where the game has trial ids and the merchant switches it on (`FREEPLAY3`). */
export function useFreePlay(): (game: Launchable) => string | undefined {
  const { isOn } = useWhiteLabel();
  const enabled = isOn('freePlay');
  return useCallback((game) => (enabled ? freePlayPath(game) : undefined), [enabled]);
}

/**
 * Spec §4 game launch: a guest gets the login popup and the launch continues once logged in; a
 * trial account gets `in_need_true_account` where real money is needed (its free play still
 * opens); then the game goes where `launchTarget` says.
 */
export function useLaunchGame(): (game: Launchable) => void {
  const navigate = useNavigate();
  const { key: here } = useLocation();
  const modals = useModals();
  const requireLogin = useGuardedAction();
  const trial = useSelector(selectIsTrial);
  const { vendors, known } = useVendorLanes();
  const freePlay = useFreePlay();
  // A launch pressed before the lanes have answered waits for them: a PVP game's category, which sends it to its rooms,
  // comes from them. Lanes that failed leave the vendor unknown, and the game launches on /game.
  const awaitingLanes = useRef<Launchable | null>(null);

  // The page moves on in a transition (the next page's chunk may still be loading): a double tap's second
  // press lands while this page still shows and would push the same entry again (Back would then lead to the game).
  const pushed = useRef<string | null>(null);
  useEffect(() => {
    pushed.current = null;
  }, [here]);
  const push = useCallback(
    (to: string, options?: NavigateOptions) => {
      if (pushed.current === to) return;
      pushed.current = to;
      navigate(to, options);
    },
    [navigate],
  );

  const go = useCallback(
    (game: Launchable) => {
      if (!known) {
        awaitingLanes.current = game;
        return;
      }
      const vendor = vendors.get(game.vassalage);
      const target = launchTarget(game, vendor?.category);
      const vendorName = vendor?.name ?? game.vassalage;
      if (target.kind === 'vendorList') modals.open(GAME_POPUP_MODAL, { vassalage: target.vassalage, vendorName } satisfies GamePopupProps);
      else if (target.kind === 'rooms')
        modals.open(GAME_POPUP_MODAL, {
          vassalage: target.vassalage,
          vendorName,
          rooms: { gameId: target.gameId, nodeId: target.nodeId },
        } satisfies GamePopupProps);
      // Router state: a lottery link carries the prize mode it was listed in (its route has no place for it), /game the name.
      else push(target.to, { state: target.state });
    },
    [known, vendors, modals, push],
  );
  useEffect(() => {
    const game = awaitingLanes.current;
    if (!known || !game) return;
    awaitingLanes.current = null;
    go(game);
  }, [known, go]);

  const launchNow = useCallback(
    (game: Launchable) => {
      const trialPath = trial ? freePlay(game) : undefined;
      if (trialPath) return push(trialPath, { state: { gameName: game.gameName } satisfies GamePageState });
      requireLogin(() => go(game), { realAccount: true });
    },
    [trial, freePlay, requireLogin, go, push],
  );
  // The launch a guest asked for goes on once the login popup has logged them in and closed (not after a forced password
  // change, which goes on to `/`): the guard opens the popup and drops the action.
  return useResumeAfterLogin<Launchable>(modals.isOpen(LOGIN_MODAL), launchNow);
}
