import type { ComponentType } from 'react';

/**
 * The games domain's sections of the home and hot pages. Feature libraries do not import each
 * other, so the site hands them in (`@wl/games`' `loadHomeGameSections`).
 */
export interface GameSections {
  VendorLanes: ComponentType;
  /**
   * `ownPage` on `/hot`: no heading of their own, rows that wrap; `onSettled` once they have their
   * final height (the games, an empty list or an error).
   */
  HotGames: ComponentType<{ ownPage?: boolean; onSettled?: () => void }>;
  PopularLottery: ComponentType;
  RecentGames: ComponentType;
}
