import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testBrand, WithMessages } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { WINNERS_SHOWN } from './latest-winners';
import { WinnersBoard } from './winners-board';
import { WinnersList } from './winners-list';

// The sandbox's board answers twenty winners, newest first.
const sandboxServer = serveSandbox().server;

async function boardAnswer(): Promise<Array<{ userName: string; gameName: string; winAmount: number }>> {
  const answer = await (await fetch('http://localhost/wps/relay/ODSFE2_getWinnerBoard')).json();
  return answer.value;
}

describe('the winners (spec §2 winners list): the latest ten of the board', () => {
  it("home's board shows the board's first WINNERS_SHOWN winners, in its order", async () => {
    const winners = await boardAnswer();
    expect(winners.length).toBeGreaterThan(WINNERS_SHOWN);
    renderWithProviders(<WinnersBoard />);
    const rows = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem');
    expect(rows).toHaveLength(WINNERS_SHOWN);
    expect(rows[0]).toHaveTextContent(winners[0].userName);
  });

  it("home's board and the promotions' list write a win in the merchant's currency: the brand's, which a guest has no wallet to name", async () => {
    const [newest] = await boardAnswer();
    const brand = { ...testBrand, currencySymbol: '₱' };
    const { unmount } = renderWithProviders(<WinnersBoard />, { brand });
    const boardRows = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem');
    expect(boardRows[0]).toHaveTextContent(`₱${newest.winAmount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    unmount();
    renderWithProviders(<WinnersList />, { brand });
    const listRows = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem');
    expect(listRows[0]).toHaveTextContent('₱');
    expect(listRows[0]).not.toHaveTextContent('¥');
  });

  it("home's board says so when there is no winner yet, as the promotions' list does", async () => {
    sandboxServer.use(http.get('*/wps/relay/ODSFE2_getWinnerBoard', () => HttpResponse.json({ success: true, value: [] })));
    renderWithProviders(<WinnersBoard />);
    expect(await screen.findByText('No wins to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("the promotions' list shows as many", async () => {
    renderWithProviders(<WinnersList />);
    const rows = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem');
    expect(rows).toHaveLength(WINNERS_SHOWN);
  });

  it("the promotions' list keeps a game's name to one line in its narrow column, the whole name on hover", async () => {
    const [newest] = await boardAnswer();
    renderWithProviders(<WinnersList />);
    await screen.findByRole('list', { name: 'Latest winners' });
    const game = screen.getAllByText(newest.gameName)[0] as HTMLElement;
    expect(game).toHaveAttribute('title', newest.gameName);
    // Cut at its own end: a Latin name on a right-to-left page kept its end and lost its start.
    expect(game).toHaveAttribute('dir', 'auto');
    expect(styleDeclarationsFor(game)).toEqual(expect.arrayContaining(['white-space:nowrap', 'text-overflow:ellipsis']));
  });

  it("home's board keeps a win's time whole: it goes under a long game name, which is cut at its end only past a whole line", async () => {
    const [newest] = await boardAnswer();
    renderWithProviders(<WinnersBoard />);
    const row = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem')[0] as HTMLElement;
    const game = within(row).getByText(newest.gameName);
    const line = game.parentElement as HTMLElement;
    // The line's and the game's rules are written under the row's part that holds them.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    const who = [...(line.parentElement?.classList ?? [])].find((name) => css.includes(`.${name} small`));
    const rule = (selector: string) =>
      [...css.matchAll(/([^{}]+)\{([^{}]*)\}/g)].find(([, at]) => at?.replace(/\s/g, '') === `.${who}${selector}`)?.[2] ?? '';
    expect(rule('small')).toMatch(/display:flex;flex-wrap:wrap/);
    expect(rule('small>span')).toContain('text-overflow:ellipsis');
    expect(line.children).toHaveLength(2);
    // The separator goes with the time, whole: never left alone at a line's end or start.
    expect(line.lastElementChild?.textContent).toMatch(/^ · /);
    expect(line.lastElementChild?.querySelector('time')).not.toBeNull();
    expect(rule('small>[data-whole]')).toContain('white-space:pre');
  });

  it("home's board joins a win's game and time as the language's message says: its separator and its order", async () => {
    const [newest] = await boardAnswer();
    renderWithProviders(<WinnersBoard />, {
      wrapper: (children) => <WithMessages messages={{ 'home.winners.line': '{time} | {game}' }}>{children}</WithMessages>,
    });
    const rows = within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent(`| ${newest.gameName}`);
    expect(rows[0]).not.toHaveTextContent('·');
  });

  it("the promotions' list shows every win, two masked wins of the same name at the same time included", async () => {
    const twin = { userName: 'lu***7', gameName: 'Lucky Slots', vassalage: 'PG', winAmount: 800, winTime: 1_700_000_000_000 };
    sandboxServer.use(http.get('*/wps/relay/ODSFE2_getWinnerBoard', () => HttpResponse.json({ success: true, value: [twin, twin] })));
    const error = vi.spyOn(console, 'error');
    renderWithProviders(<WinnersList />);
    expect(within(await screen.findByRole('list', { name: 'Latest winners' })).getAllByRole('listitem')).toHaveLength(2);
    // React keeps rows apart by their keys: two rows with one key may be merged or dropped when the list changes.
    expect(error.mock.calls.filter((call) => call.join(' ').includes('same key'))).toEqual([]);
    error.mockRestore();
  });

  it("home's board is asked again in the language the player switches to: its games are named in one", async () => {
    const win = { userName: 'lu***7', vassalage: 'PG', winAmount: 800, winTime: 1_700_000_000_000 };
    sandboxServer.use(
      http.get('*/wps/relay/ODSFE2_getWinnerBoard', ({ request }) =>
        HttpResponse.json({
          success: true,
          value: [{ ...win, gameName: request.headers.get('Language') === 'VI' ? 'Rồng Vàng' : 'Golden Dragon' }],
        }),
      ),
    );
    const { setLanguage } = renderWithProviders(<WinnersBoard />, {
      languages: ['EN', 'VI'],
    });
    const list = await screen.findByRole('list', { name: 'Latest winners' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Golden Dragon');
    setLanguage('VI');
    expect(await within(list).findByText(/Rồng Vàng/)).toBeInTheDocument();
    expect(within(list).queryByText(/Golden Dragon/)).toBeNull();
  });
});
