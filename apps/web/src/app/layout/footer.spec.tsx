import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { Footer } from './footer';

const sandbox = serveSandbox();

const card = (vassalage: string, displayName: string) => ({
  accountTypeId: 1,
  accountTypeName: vassalage,
  displayName,
  vassalage,
  isHot: 0,
  freeplay: false,
  smallIcon: '',
  gameType: '',
});
const lane = (title: string, cards: ReturnType<typeof card>[]) => ({ title, cards, gameClassify: [], gameCount: cards.length });

describe('the footer (spec §1, §2)', () => {
  it('lists only the game categories the head navigation shows: a category with no vendor has no page to go to', async () => {
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_newGameVendor', () =>
        HttpResponse.json({
          success: true,
          value: { data: { lanes: [lane('LIVE', [card('EVO', 'Evolution')]), lane('RNG', [card('PG', 'PG Soft')])] } },
        }),
      ),
    );
    renderWithProviders(<Footer />, {
      wrapper: (children) => (
        <LanguageProvider store={createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>{children}</LanguageProvider>
      ),
    });
    const products = await screen.findByRole('navigation', { name: 'Products' });
    // Until the vendors answer every category shows (the next test): wait for the answer's list.
    await waitFor(() => expect(within(products).queryByRole('link', { name: 'Fishing' })).toBeNull());
    expect(within(products).getByRole('link', { name: 'Slots' })).toBeInTheDocument();
    const names = within(products)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toContain('Live casino');
    for (const missing of ['Fishing', 'Esports', 'Cockfight', 'Sports', 'Card games']) expect(names).not.toContain(missing);
  });

  it('claims more than 140 sports and more than 5000 casino games in its play step (spec §1)', async () => {
    renderWithProviders(<Footer />, {
      wrapper: (children) => (
        <LanguageProvider store={createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>{children}</LanguageProvider>
      ),
    });
    const steps = await screen.findByRole('list', { name: 'Three steps to play' });
    expect(steps).toHaveTextContent('More than 140 sports and more than 5,000 casino games.');
  });

  it('lists every category while the vendors cannot be had, rather than none', async () => {
    sandbox.server.use(http.get('*/wps/relay/GCSGAME_newGameVendor', () => HttpResponse.error()));
    renderWithProviders(<Footer />, {
      wrapper: (children) => (
        <LanguageProvider store={createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>{children}</LanguageProvider>
      ),
    });
    const products = await screen.findByRole('navigation', { name: 'Products' });
    expect(within(products).getAllByRole('link')).toHaveLength(8);
  });
});

describe('the footer beside the fixed side bar (spec §2)', () => {
  const clear = `padding-inline-end:calc(${testTheme.layout.sideBarWidth} + ${testTheme.space.lg})`;

  /** The footer's content box, inside its full-width band. */
  const content = async () => (await screen.findByRole('contentinfo')).firstElementChild as HTMLElement;

  it('keeps its end clear of the side bar, as the page does, so the bar never covers its last column', async () => {
    renderWithProviders(<Footer besideSideBar />);
    expect(styleDeclarationsFor(await content())).toContain(clear);
  });

  it('keeps its usual padding where the layout has no side bar (or a phone, which moves it to the drawer)', async () => {
    renderWithProviders(<Footer />);
    expect(styleDeclarationsFor(await content())).not.toContain(clear);
  });

  it('lays its columns out in the page’s own box: as wide and as far in as the page, not from the window’s edge', async () => {
    renderWithProviders(<Footer besideSideBar />);
    expect(styleDeclarationsFor(await content())).toEqual(
      expect.arrayContaining([`max-width:${testTheme.layout.contentWidth}`, 'margin:0 auto', `padding-inline:${testTheme.space.md}`]),
    );
  });
});
