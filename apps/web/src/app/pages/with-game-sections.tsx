import type { ComponentType } from 'react';
import { loadHomePage, loadHotPage, type GameSections } from '@wl/content';
import { loadHomeGameSections } from '@wl/games';
import type { PageLoader } from '../chunks/lazy-page';

/** A content page with the games domain's sections handed in (feature libraries do not import each other). */
const withGameSections =
  (load: () => Promise<{ default: ComponentType<{ games?: GameSections }> }>): PageLoader =>
  async () => {
    const [{ default: Page }, { default: games }] = await Promise.all([load(), loadHomeGameSections()]);
    return { default: () => <Page games={games} /> };
  };

export const loadHomeWithGames = withGameSections(loadHomePage);
export const loadHotWithGames = withGameSections(loadHotPage);
