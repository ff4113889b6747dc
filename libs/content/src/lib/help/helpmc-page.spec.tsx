import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import HelpmcPage from './helpmc-page';

const sandbox = serveSandbox();

const answer = (id: number, category: string, title: string) => ({ id, category, title, content: `<p>${title}.</p>` });

describe('the help center (/helpmc, spec §2)', () => {
  it('leads back to the site from its top, having no header to do it (as the VIP page)', async () => {
    renderWithProviders(<HelpmcPage />, { route: '/helpmc' });
    const back = await screen.findByRole('link', { name: 'Back to the site' });
    expect(back).toHaveAttribute('href', '/');
    expect(back.compareDocumentPosition(await screen.findByRole('heading', { level: 1 }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('files every category without a name of its own under one "Other" choice, not one "Other" each', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', () =>
        HttpResponse.json({
          success: true,
          value: [
            answer(1, 'GAMES', 'What is free play'),
            answer(2, 'SEAMLESS', 'One balance everywhere'),
            answer(3, 'LOYALTY', 'Loyalty points'),
          ],
        }),
      ),
    );
    renderWithProviders(<HelpmcPage />, { route: '/helpmc' });
    const choices = within(await screen.findByRole('group', { name: 'Help category' })).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual(['All', 'Games', 'Other']);
    await userEvent.click(screen.getByRole('radio', { name: 'Other' }));
    expect(screen.getByText('One balance everywhere')).toBeInTheDocument();
    expect(screen.getByText('Loyalty points')).toBeInTheDocument();
    expect(screen.queryByText('What is free play')).toBeNull();
  });

  it('is asked again in the language the player switches to: its articles are written in one', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', ({ request }) =>
        HttpResponse.json({
          success: true,
          value: [answer(1, 'GAMES', request.headers.get('Language') === 'VI' ? 'Chơi miễn phí là gì' : 'What is free play')],
        }),
      ),
    );
    const { setLanguage } = renderWithProviders(<HelpmcPage />, {
      route: '/helpmc',
      languages: ['EN', 'VI'],
    });
    expect(await screen.findByText('What is free play')).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByText('Chơi miễn phí là gì')).toBeInTheDocument();
  });

  it('a category the new language has no answers in falls back to All: a language switch is not a search that found nothing', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', ({ request }) =>
        HttpResponse.json({
          success: true,
          value:
            request.headers.get('Language') === 'VI'
              ? [answer(1, 'GAMES', 'Chơi miễn phí là gì')]
              : [answer(1, 'GAMES', 'What is free play'), answer(2, 'SECURITY', 'Keeping your account safe')],
        }),
      ),
    );
    const { setLanguage } = renderWithProviders(<HelpmcPage />, {
      route: '/helpmc',
      languages: ['EN', 'VI'],
    });
    const choices = await screen.findByRole('group', { name: 'Help category' });
    const chosen = within(choices).getAllByRole('radio').at(-1) as HTMLElement;
    await userEvent.click(chosen);
    expect(screen.queryByText('What is free play')).toBeNull();
    setLanguage('VI');
    expect(await screen.findByText('Chơi miễn phí là gì')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    // The chips are labelled in Vietnamese now ("Help category"); All is the first.
    expect(within(screen.getByRole('group', { name: 'Danh mục trợ giúp' })).getAllByRole('radio')[0]).toBeChecked();
  });

  it('says there is no help yet when the operator wrote none, not that nothing matches', async () => {
    sandbox.server.use(http.get('*/wps/system/helpCenter', () => HttpResponse.json({ success: true, value: [] })));
    renderWithProviders(<HelpmcPage />, { route: '/helpmc' });
    expect(await screen.findByText(/No answers here yet/)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).toBeNull();
    // Nothing to search or file under a category.
    expect(screen.queryByRole('searchbox', { name: 'Search help' })).toBeNull();
  });

  it('says "no match" when a search leaves none of the answers', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', () => HttpResponse.json({ success: true, value: [answer(1, 'GAMES', 'What is free play')] })),
    );
    renderWithProviders(<HelpmcPage />, { route: '/helpmc' });
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search help' }), 'jackpot');
    expect(await screen.findByText(/Nothing matches/)).toBeInTheDocument();
    expect(screen.queryByText(/No answers here yet/)).toBeNull();
  });

  it('the no-match line is heard: its polite status region is on the page before the search and holds the line after', async () => {
    sandbox.server.use(
      http.get('*/wps/system/helpCenter', () => HttpResponse.json({ success: true, value: [answer(1, 'GAMES', 'What is free play')] })),
    );
    renderWithProviders(<HelpmcPage />, { route: '/helpmc' });
    const search = await screen.findByRole('searchbox', { name: 'Search help' });
    // Mounted, and silent, before there is anything to say: a region added with its words is not announced.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(search, 'jackpot');
    await waitFor(() => expect(status).toHaveTextContent(/Nothing matches/));
  });
});
