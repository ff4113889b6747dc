import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFromBrand } from '@wl/brand';
import { directionOf, type LanguageCode } from '@wl/i18n';
import { serveSandbox } from '@wl/testing/vitest';
import preview from '../.storybook/preview';
import { brands } from '../.storybook/brands';
import { brandOnSurface, type Surface } from '../.storybook/site-theme';

setProjectAnnotations(preview);

/** The ui-kit's stories: every primitive, each shown through the same decorator the toolbar drives. */
const modules = import.meta.glob<Record<string, unknown>>('../../libs/ui-kit/src/**/*.stories.tsx', { eager: true });

type StoriesModule = Parameters<typeof composeStories>[0];

/** Every story of every module, composed with the toolbar's globals set as given. */
function storiesWith(globals: Record<string, string>) {
  return Object.entries(modules).flatMap(([file, module]) =>
    Object.entries(composeStories(module as StoriesModule, { initialGlobals: globals })).map(
      ([name, Story]) => [`${file.split('/').pop()?.replace('.stories.tsx', '')} ${name}`, Story as unknown as ComponentType] as const,
    ),
  );
}

/** Toolbar settings every story is rendered with: each brand as it is, plus light and dark surfaces and a right-to-left language. */
const settings: Array<{ brand: string; surface: Surface; language: LanguageCode }> = [
  ...Object.values(brands).map((brand) => ({ brand: brand.code, surface: 'brand' as const, language: brand.defaultLanguage })),
  { brand: 'default', surface: 'dark', language: 'AR' },
  { brand: 'mekong-star', surface: 'light', language: 'EN' },
];

/** Stories that pick their own languages (the switcher's) set the direction themselves. */
const OWN_LANGUAGES = /^language-switcher /;

afterEach(() => {
  document.documentElement.removeAttribute('style');
  document.documentElement.removeAttribute('dir');
});

describe('every ui-kit story renders from the toolbar', () => {
  it('finds the stories of every primitive', () => {
    expect(storiesWith({}).length).toBeGreaterThan(40);
  });

  describe.each(settings)('brand $brand, surface $surface, language $language', ({ brand, surface, language }) => {
    it.each(storiesWith({ brand, surface, language }))('%s', async (name, Story) => {
      const { container, unmount } = render(<Story />);
      const background = themeFromBrand(brandOnSurface(brands[brand], surface)).colors.background;
      await waitFor(() => expect(document.documentElement.style.getPropertyValue('--color-background')).toBe(background));
      if (!OWN_LANGUAGES.test(name)) await waitFor(() => expect(document.documentElement.dir).toBe(directionOf(language)));
      await waitFor(() => expect(container).not.toBeEmptyDOMElement());
      unmount();
    });
  });
});

/** The site chrome's stories (`apps/web`): each as its story sets it (brand, page, session). */
const chromeModules = import.meta.glob<Record<string, unknown>>('../../apps/web/src/**/*.stories.tsx', { eager: true });

type Loader = () => Promise<unknown>;
/** A story's own loaders (its file's, then its own), run as Storybook runs them; the project's MSW loader needs a browser. */
function ownLoaders(module: Record<string, unknown>, name: string): Loader[] {
  const loadersOf = (annotations: unknown) => (annotations as { loaders?: Loader[] } | undefined)?.loaders ?? [];
  return [...loadersOf(module['default']), ...loadersOf(module[name])];
}

describe('every site chrome story renders', () => {
  // The sandbox answers here as MSW's worker does in Storybook.
  serveSandbox();
  afterEach(() => sessionStorage.clear());

  const stories = Object.entries(chromeModules).flatMap(([file, module]) =>
    Object.entries(composeStories(module as StoriesModule)).map(
      ([name, Story]) =>
        [
          `${file.split('/').pop()?.replace('.stories.tsx', '')} ${name}`,
          Story as unknown as ComponentType,
          ownLoaders(module, name),
        ] as const,
    ),
  );

  it('finds the stories of the header, tab bar, side bar, footer, account drawer and update prompt', () => {
    expect(new Set(stories.map(([name]) => name.split(' ')[0]))).toEqual(
      new Set(['header', 'tab-bar', 'side-bar', 'footer', 'account-drawer', 'update-prompt']),
    );
  });

  it.each(stories)('%s', async (_name, Story, loaders) => {
    for (const load of loaders) await load();
    const { unmount } = render(<Story />);
    // The page's body, not the story's container: the drawer draws into a portal.
    await waitFor(() => expect(document.body.textContent?.trim()).not.toBe(''));
    unmount();
  });
});
