import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { render, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { themeFromBrand } from '@wl/brand';
import { directionOf, type LanguageCode } from '@wl/i18n';
import * as uiKit from '@wl/ui-kit';
import { serveSandbox } from '@wl/testing/vitest';
import preview from '../.storybook/preview';
import { brands } from '../.storybook/brands';
import { sandboxOf } from '../.storybook/sandboxes';
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

/** The ui-kit's story files as text: what a designer finds by a component's name. */
const storySources = Object.values(
  import.meta.glob<string>('../../libs/ui-kit/src/**/*.stories.tsx', { query: '?raw', import: 'default', eager: true }),
);
/** The icons' sheet draws every glyph the icons module exports, by name. */
const iconSheet = import.meta.glob<Record<string, unknown>>('../../libs/ui-kit/src/lib/icons/icons.tsx', { eager: true });
/** Exports with nothing of their own to show: wiring every story already runs inside, contexts and a hidden text. */
const NOTHING_TO_SHOW = new Set(['ModalProvider', 'GlobalStyle', 'VisuallyHidden']);

/** The ui-kit's exported components: functions, classes (not errors) and wrapped components, named as components are. */
function exportedComponents() {
  const wrapped = [Symbol.for('react.forward_ref'), Symbol.for('react.memo')];
  return Object.entries(uiKit)
    .filter(([name]) => /^[A-Z]/.test(name))
    .filter(([, value]) =>
      typeof value === 'function'
        ? !(value.prototype instanceof Error)
        : typeof value === 'object' && value !== null && wrapped.includes((value as { $$typeof?: symbol }).$$typeof as symbol),
    )
    .map(([name]) => name);
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

describe('every ui-kit component has a story a designer can review', () => {
  const glyphs = new Set(Object.values(iconSheet).flatMap((module) => Object.keys(module)));
  const components = exportedComponents();

  it('finds the exported components', () => {
    expect(components).toEqual(expect.arrayContaining(['Button', 'QueryView', 'RetryBoundary', 'QrFrame']));
  });

  // Drawn in JSX, or the component a story file is about (its args drawn by Storybook).
  it.each(components.filter((name) => !NOTHING_TO_SHOW.has(name) && !glyphs.has(name)))('%s is drawn in a story', (name) => {
    expect(storySources.some((source) => new RegExp(`(<|component: )${name}\\b`).test(source))).toBe(true);
  });
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

describe("Storybook's sandbox answers a story's calls as its brand's merchant", () => {
  /** Where the sandbox of each brand's currency does business (libs/sandbox-api's markets). */
  const COUNTRY_OF_CURRENCY: Record<string, string> = { '₱': 'PH', '฿': 'TH', '¥': 'CN', $: 'US' };

  it.each(Object.values(brands))('$code: its first dialling code is its market’s', async (brand) => {
    const call = new Request('http://storybook.test/wps/system/country', { headers: { Merchant: brand.merchantCode } });
    const answer = (await (await sandboxOf(call).fetch(call)).json()) as { value: Array<{ countryCode: string }> };
    expect(answer.value[0]?.countryCode).toBe(COUNTRY_OF_CURRENCY[brand.currencySymbol ?? '']);
  });
});
