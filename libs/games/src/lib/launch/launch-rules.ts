import { gamePagePath } from '@wl/api-client';

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
  telGameId?: string;
  telNodeId?: string;
}

/** Spec §3: the value of `isGame` that stands for a vendor's list. */
export const VASSALAGE_GAME = 'VASSALAGE';

/** Spec §4: lottery account types and where each opens. */
export const LOTTERY_ROUTES: Readonly<Record<string, string>> = {
  TCG_SEA: '/seaLottery',
  TCG_LOTTO_VN: '/vnlottery',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

export type LaunchTarget =
  | { kind: 'route'; to: string }
  | { kind: 'vendorList'; vassalage: string }
  | { kind: 'rooms'; vassalage: string; gameId?: string; nodeId?: string }
  | { kind: 'game'; to: string };

/**
 * Spec §4, in its order: TCG_SEA → /seaLottery, TCG_LOTTO_VN → /vnlottery, LOTT and ELOTT → their
 * lottery route (with the game's code); a VASSALAGE entry → the popup of its vendor's games; PVP →
 * the room list; anything else → `/game`, which launches it.
 */
export function launchTarget(game: Launchable, category?: string): LaunchTarget {
  const lotteryRoute = (game.accountTypeName && LOTTERY_ROUTES[game.accountTypeName]) || (game.gameType && LOTTERY_ROUTES[game.gameType]);
  if (lotteryRoute) {
    return { kind: 'route', to: game.code ? `${lotteryRoute}?gameCode=${encodeURIComponent(game.code)}` : lotteryRoute };
  }
  if (game.isGame === VASSALAGE_GAME) return { kind: 'vendorList', vassalage: game.vassalage };
  if (category === 'PVP') return { kind: 'rooms', vassalage: game.vassalage, gameId: game.gameId, nodeId: game.nodeId };
  return { kind: 'game', to: gamePagePath({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage, name: game.gameName }) };
}

/** The free-play launch of a game with a trial id (docs/api-contract.md `GCS_gameTrialLaunch`). */
export function freePlayPath(game: Launchable): string | undefined {
  if (!game.telGameId || !game.telNodeId) return undefined;
  return gamePagePath({ telGameId: game.telGameId, telNodeId: game.telNodeId, vassalage: game.vassalage, name: game.gameName });
}
