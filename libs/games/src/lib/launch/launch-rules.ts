import { gamePagePath, lotteryRouteFor } from '@wl/api-client';
import type { PrizeMode } from '@wl/brand';

/** What a launch needs to know of a game, a lottery or a vendor-level entry (spec §3 game object). */
export interface Launchable {
  vassalage: string;
  gameId?: string;
  nodeId?: string;
  gameName?: string;
  gameType?: string;
  accountTypeName?: string;
  /** `VASSALAGE`: the entry stands for its vendor's whole list. */
  isGame?: string;
  /** A lottery's code. */
  code?: string;
  /** A lottery's default play type, which its lobby preselects with it. */
  defaultPlayType?: string;
  /** The prize mode a lottery was listed in (spec §3), which its lobby starts in. */
  prizeMode?: PrizeMode;
  telGameId?: string;
  telNodeId?: string;
}

/** Spec §3: the value of `isGame` that stands for a vendor's list. */
export const VASSALAGE_GAME = 'VASSALAGE';

/** Spec §4: the account types that open a lottery route (`lotteryRouteFor` says which). */
const LOTTERY_TYPES: ReadonlySet<string> = new Set(['TCG_SEA', 'TCG_LOTTO_VN', 'LOTT', 'ELOTT']);

/**
 * What a lottery route is opened with beside its URL (router state; spec §2 gives the routes only
 * `gameCode` and `playType`): the prize mode chosen, which the lottery lobby starts in.
 */
export interface LotteryLinkState {
  prizeMode?: PrizeMode;
}

/**
 * What `/game` is opened with beside its URL (router state, which a reload keeps): the game's name for its heading.
 * Only the site's own launches set it; a `name` in the address is anyone's to write, so the page does not show it.
 */
export interface GamePageState {
  gameName?: string;
}

export type LaunchTarget =
  | { kind: 'route'; to: string; state?: LotteryLinkState }
  | { kind: 'vendorList'; vassalage: string }
  | { kind: 'rooms'; vassalage: string; gameId?: string; nodeId?: string }
  | { kind: 'game'; to: string; state: GamePageState };

/**
 * Spec §4, in its order: a lottery (TCG_SEA, TCG_LOTTO_VN, LOTT or ELOTT) → its lottery route by
 * `lotteryRouteFor`, the routes' contract (with its code and play type, in the prize mode it was listed
 * in); a VASSALAGE entry → the popup of its vendor's games; PVP → the room list; anything else →
 * `/game`, which launches it.
 */
export function launchTarget(game: Launchable, category?: string): LaunchTarget {
  const lotteryType = [game.accountTypeName, game.gameType].find((type) => type && LOTTERY_TYPES.has(type));
  if (lotteryType) {
    const route = lotteryRouteFor({ accountTypeName: lotteryType, code: game.code ?? '', defaultPlayType: game.defaultPlayType });
    // An entry without a code (a vendor's, not a game) opens its lobby with nothing preselected.
    return { kind: 'route', to: game.code ? route : route.split('?')[0], ...(game.prizeMode && { state: { prizeMode: game.prizeMode } }) };
  }
  if (game.isGame === VASSALAGE_GAME) return { kind: 'vendorList', vassalage: game.vassalage };
  if (category === 'PVP') return { kind: 'rooms', vassalage: game.vassalage, gameId: game.gameId, nodeId: game.nodeId };
  return {
    kind: 'game',
    to: gamePagePath({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage }),
    state: { gameName: game.gameName },
  };
}

/** The free-play launch of a game with a trial id (docs/api-contract.md `GCS_gameTrialLaunch`). */
export function freePlayPath(game: Launchable): string | undefined {
  if (!game.telGameId || !game.telNodeId) return undefined;
  return gamePagePath({ telGameId: game.telGameId, telNodeId: game.telNodeId, vassalage: game.vassalage });
}
