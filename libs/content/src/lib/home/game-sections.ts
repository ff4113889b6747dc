import type { ComponentType } from 'react';

/**
 * The games domain's sections of the home and hot pages. Feature libraries do not import each
 * other, so the site hands them in (`@wl/games`' `loadHomeGameSections`).
 */
export interface GameSections {
  VendorLanes: ComponentType;
  /** `heading={false}` where the page's own heading names them. */
  HotGames: ComponentType<{ heading?: boolean }>;
  PopularLottery: ComponentType;
  RecentGames: ComponentType;
}
