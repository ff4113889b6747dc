import type { ComponentType } from 'react';
import { loadHomePage, loadHotPage, type GameSections } from '@wl/content';
import { loadHomeGameSections } from '@wl/games';
import { lazyRetrying } from '@wl/ui-kit';
import type { PageLoader } from '../chunks/page-preloads';

type SectionsPage = ComponentType<{ games?: GameSections }>;

/** A content page with the games domain's sections handed in (feature libraries do not import each other). */
const withGameSections =
  (load: () => Promise<{ default: SectionsPage }>): PageLoader =>
  async () => {
    const [{ default: Page }, { default: games }] = await Promise.all([load(), loadHomeGameSections()]);
    return { default: () => <Page games={games} /> };
  };

/**
 * The sections as components whose chunk is fetched when they first render, one fetch for all four.
 * A fetch that failed is forgotten, so home's retry beside the sections fetches the chunk again.
 */
export function lazyGameSections(): GameSections {
  let sections: Promise<{ default: GameSections }> | undefined;
  const section = (name: keyof GameSections) =>
    lazyRetrying(async () => {
      sections ??= loadHomeGameSections().catch((error: unknown) => {
        sections = undefined;
        throw error;
      });
      return { default: (await sections).default[name] };
    });
  return {
    RecentGames: section('RecentGames'),
    HotGames: section('HotGames'),
    PopularLottery: section('PopularLottery'),
    VendorLanes: section('VendorLanes'),
  };
}

/**
 * Home draws its sections under the banners once its top is up, so they load then: the first
 * banner, the page's largest paint, does not wait for their chunk to download and run.
 */
export const loadHomeWithGames: PageLoader = async () => {
  const { default: Page } = await loadHomePage();
  const games = lazyGameSections();
  return { default: () => <Page games={games} /> };
};
export const loadHotWithGames = withGameSections(loadHotPage);
