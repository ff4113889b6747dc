import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { useLocation, type Location } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLanguageStore, LanguageProvider, type LanguageCode } from '@wl/i18n';
import { GuardedActionContext } from '@wl/session';
import { renderWithProviders, styleDeclarationsFor, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { PopularLottery } from './home-game-sections';

// Isolated: its languages' catalogs must hold only their shell part, which another file may have loaded whole.
const sandbox = serveSandbox();

/** The rest of the catalog never comes: home is drawn from its shell part alone, as on a visit's first screen. */
const NEVER = () => () => undefined;

/** Home's section in `language`, whose catalog (unlike the EN the render's own provider loads whole) has only its shell part in. */
function renderPopularLottery(prizeModes: typeof testBrand.prizeModes, language: LanguageCode, beside?: ReactNode) {
  const languages = createLanguageStore({
    defaultLanguage: language,
    supportedLanguages: [language],
    storage: { getItem: () => null, setItem: () => undefined },
  });
  return renderWithProviders(<PopularLottery />, {
    brand: { ...testBrand, prizeModes },
    wrapper: (children) => (
      <LanguageProvider store={languages} prefetchRest={NEVER}>
        <ModalProvider registry={{}}>
          <GuardedActionContext.Provider value={(action) => action()}>
            {children}
            {beside}
          </GuardedActionContext.Provider>
        </ModalProvider>
      </LanguageProvider>
    ),
  });
}

describe('home’s popular lottery (spec §2)', () => {
  it('a prize mode chip reads as the mode’s name in the player’s language, from the first screen’s catalog; its value stays the vendor’s code', async () => {
    renderPopularLottery(['Lott', 'Elott', 'SEA'], 'VI');
    const group = await screen.findByRole('group', { name: 'Chế độ giải thưởng' });
    const named = { Lott: 'Xổ số', Elott: 'Xổ số điện tử', SEA: 'Đông Nam Á' };
    for (const [code, name] of Object.entries(named)) expect(within(group).getByRole('radio', { name })).toHaveAttribute('value', code);
  });

  it('a prize mode the catalog has no name for (ZY: the spec gives none) reads as its code', async () => {
    renderPopularLottery(['ZY', 'Elott'], 'ID');
    const group = await screen.findByRole('group', { name: 'Mode hadiah' });
    expect(within(group).getByRole('radio', { name: 'ZY' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'E-lotre' })).not.toBeChecked();
  });

  it('a game opens its lobby in the prize mode chosen here: the link carries it as router state', async () => {
    const shown: { location?: Location } = {};
    function Where() {
      const location = useLocation();
      useEffect(() => {
        shown.location = location;
      });
      return null;
    }
    renderPopularLottery(['Lott', 'Elott'], 'EN', <Where />);
    await userEvent.click(await screen.findByRole('radio', { name: 'E-lottery' }));
    const list = await screen.findByRole('list', { name: 'Popular lottery' });
    const [first] = await within(list).findAllByRole('button');
    await userEvent.click(first);
    await expect.poll(() => shown.location?.pathname).toBe('/lottery');
    expect(shown.location?.state).toEqual({ prizeMode: 'Elott' });
  });

  it('a lottery’s name from the server is isolated in its own direction (<bdi>)', async () => {
    renderPopularLottery(['Lott'], 'EN');
    const list = await screen.findByRole('list', { name: 'Popular lottery' });
    const [first] = await within(list).findAllByRole('button');
    expect(first.firstElementChild?.tagName).toBe('BDI');
    expect(first.firstElementChild?.textContent).toBe(first.textContent);
  });

  it('a lottery card fills its row’s height (block-size 100%), so a row’s cards stand as tall as its tallest', async () => {
    renderPopularLottery(['Lott'], 'EN');
    const list = await screen.findByRole('list', { name: 'Popular lottery' });
    const [first] = await within(list).findAllByRole('button');
    expect(styleDeclarationsFor(first)).toContain('block-size:100%');
  });

  it('a prize mode chosen shows its own lotteries, never the last mode’s under its chip', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.get('*/lgw/games/popular', async ({ request }) => {
        // Held, then left to the sandbox's own handler.
        if (new URL(request.url).searchParams.get('prizeMode') === 'Elott') await held;
      }),
    );
    renderPopularLottery(['Lott', 'Elott'], 'EN');
    expect(await screen.findByRole('list', { name: 'Popular lottery' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'E-lottery' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Popular lottery' })).not.toBeInTheDocument());
    release();
    expect(await screen.findByRole('list', { name: 'Popular lottery' })).toBeInTheDocument();
  });
});
