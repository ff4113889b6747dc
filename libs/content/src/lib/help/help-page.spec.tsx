import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { systemApi } from '@wl/api-client';
import { contrastRatio, WCAG_AA_TEXT_CONTRAST } from '@wl/theme';
import { createTestStore, darkTestBrand, renderWithProviders, rgbToHex, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { HELP_TOPICS } from '../pages/about-topics';
import HelpPage from './help-page';

const sandbox = serveSandbox();

/** The help-center call fails while `failing.now` is true. */
function failHelpCenter() {
  const failing = { now: true };
  sandbox.server.use(http.get('*/wps/system/helpCenter', () => (failing.now ? HttpResponse.error() : undefined)));
  return failing;
}

describe('the help page (/help)', () => {
  it('the company’s about page says the site has nearly 10,000 slot games (spec §1)', async () => {
    renderWithProviders(<HelpPage />, { route: '/help?topic=aboutCompany' });
    expect(await screen.findByRole('article', { name: 'About Company' })).toHaveTextContent(/nearly 10,000 slot games/);
  });

  it.each([
    ['a light brand', testBrand],
    ['a dark brand', darkTestBrand],
  ])('on %s, the topic shown stands apart from the others (3:1, WCAG 1.4.11) and its name reads on it (4.5:1)', async (_, brand) => {
    renderWithProviders(<HelpPage />, { route: '/help?topic=aboutCompany', brand });
    const current = await screen.findByRole('link', { name: 'About Company', current: 'page' });
    const ground = rgbToHex(getComputedStyle(current).backgroundColor);
    // The other topics are the page's or a card's ground.
    const { background, surface } = brand.theme.palette;
    expect(contrastRatio(ground, background)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(ground, surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(rgbToHex(getComputedStyle(current).color), ground)).toBeGreaterThanOrEqual(WCAG_AA_TEXT_CONTRAST);
  });

  it('a failed help-center call is said once, with one retry, not once per help section', async () => {
    const failing = failHelpCenter();
    renderWithProviders(<HelpPage />, { route: '/help' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('The network is abnormal, please try again');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    failing.now = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Withdrawal limits')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps its help sections while the call fails, so the footer's help links (#register, #deposit …) still land on them", async () => {
    failHelpCenter();
    renderWithProviders(<HelpPage />, { route: '/help' });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    for (const topic of HELP_TOPICS) expect(document.getElementById(topic)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'How to deposit' })).toHaveAttribute('id', 'deposit');
  });

  it('a failed refresh keeps the answers already shown, beside its error and retry', async () => {
    const store = createTestStore();
    renderWithProviders(<HelpPage />, { route: '/help', store });
    expect(await screen.findByText('Withdrawal limits')).toBeInTheDocument();
    failHelpCenter();
    await act(() =>
      store.dispatch(systemApi.endpoints.getHelpCenter.initiate({ language: 'EN' }, { forceRefetch: true, subscribe: false })),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    expect(screen.getByText('Withdrawal limits')).toBeInTheDocument();
  });

  it('a help section the operator wrote no answers for says so, not a bare heading', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({
          success: true,
          value: [{ id: 1, title: 'How do I deposit?', content: '<p>From the wallet.</p>', category: 'DEPOSIT' }],
        }),
      ),
    );
    renderWithProviders(<HelpPage />, { route: '/help' });
    const deposit = await screen.findByRole('region', { name: 'How to deposit' });
    expect(await within(deposit).findByText('How do I deposit?')).toBeInTheDocument();
    expect(within(deposit).queryByText(/No answers here yet/)).toBeNull();
    expect(within(screen.getByRole('region', { name: 'How to withdraw' })).getByText(/No answers here yet/)).toBeInTheDocument();
  });
});
