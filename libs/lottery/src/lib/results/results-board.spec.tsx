import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createIntl } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Draw } from '@wl/api-client';
import { loadCatalog } from '@wl/i18n';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { Countdown, DUE_RECHECK_MS, formatRemaining } from './countdown';
import { ResultsBoard, groupByGame } from './results-board';

const MINUTE = 60_000;
const T = Date.UTC(2026, 10, 23, 3, 0, 0);
/** A Vietnamese results sheet of Miền Bắc at T, with these prize tiers. */
const vnSheet = (prizes: Draw['prizes']): Draw => ({ gameCode: 'VNMB', gameName: 'Miền Bắc', numero: '202611230037', openTime: T, prizes });

const draws: Draw[] = [
  {
    gameCode: 'CQSSC',
    gameName: 'Chongqing Lucky 5D',
    numero: '202611230091',
    openTime: T,
    prizes: { MAIN: ['3', '1', '4', '1', '5'] },
    nextDrawInMs: 2 * MINUTE,
  },
  {
    gameCode: 'VNMB',
    gameName: 'Miền Bắc',
    numero: '202611230037',
    openTime: T - MINUTE,
    prizes: { DB: ['926535'], G1: ['89793'] },
    nextDrawInMs: 4 * MINUTE,
  },
  {
    gameCode: 'CQSSC',
    gameName: 'Chongqing Lucky 5D',
    numero: '202611230090',
    openTime: T - 2 * MINUTE,
    prizes: { MAIN: ['2', '7', '1', '8', '2'] },
  },
];

afterEach(() => {
  vi.useRealTimers();
  delete (document as Partial<Record<'visibilityState', unknown>>).visibilityState;
});

/** The player leaves the tab (`hidden`) or comes back to it (`visible`). */
function showTab(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('results board', () => {
  it('groups draws by game, each newest draw first, the games in the lobby’s order, not by their newest draw', () => {
    const grouped = (order?: string[]) =>
      groupByGame(draws, order).map((group) => [group.gameCode, group.draws.map((draw) => draw.numero)]);
    // Miền Bắc's newest draw is older than the 5D game's; the lobby lists it first.
    expect(grouped(['VNMB', 'CQSSC'])).toEqual([
      ['VNMB', ['202611230037']],
      ['CQSSC', ['202611230091', '202611230090']],
    ]);
    // A game the lobby does not list (or no list yet) comes after the listed ones, by its code.
    expect(grouped(['VNMB']).map(([code]) => code)).toEqual(['VNMB', 'CQSSC']);
    expect(grouped().map(([code]) => code)).toEqual(['CQSSC', 'VNMB']);
  });

  it('a poll bringing a later card’s newer draw moves no card, and the focus in an open card’s earlier draws stays (WCAG 2.4.3)', async () => {
    let answer = (_next: Draw[]) => undefined as void;
    function Board() {
      const [answered, setAnswered] = useState(draws);
      answer = setAnswered;
      return <ResultsBoard draws={answered} receivedAt={Date.now()} gameOrder={['CQSSC', 'VNMB']} />;
    }
    renderWithProviders(<Board />);
    const cards = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    const fiveD = await screen.findByRole('region', { name: 'Chongqing Lucky 5D' });
    expect(cards()).toEqual(['Chongqing Lucky 5D', 'Miền Bắc']);
    const earlier = within(fiveD).getByText('Earlier draws', { selector: 'summary' });
    await userEvent.click(earlier);
    expect(earlier).toHaveFocus();
    // Miền Bắc, the later card, draws: its draw is now the board's newest.
    act(() => answer([{ ...draws[1], numero: '202611230038', openTime: T + MINUTE } as Draw, ...draws]));
    expect(await within(screen.getByRole('region', { name: 'Miền Bắc' })).findByText('Draw 202611230038')).toBeInTheDocument();
    expect(cards()).toEqual(['Chongqing Lucky 5D', 'Miền Bắc']);
    expect(earlier).toHaveFocus();
  });

  it('opens earlier draws and all prizes from a summary a thumb can hit: 44 px high, as the spec asks of a phone’s targets', async () => {
    renderWithProviders(<ResultsBoard draws={draws} receivedAt={Date.now()} />);
    const game = await screen.findByRole('region', { name: 'Chongqing Lucky 5D' });
    const more = within(game).getByText('Earlier draws', { selector: 'summary' }).closest('details');
    expect(styleDeclarationsFor(more as HTMLElement)).toContain(`min-block-size:${testTheme.size.touch}`);
  });

  it('shows per game the draw number, its time and the numbers as balls', async () => {
    renderWithProviders(<ResultsBoard draws={draws} receivedAt={Date.now()} />);
    const game = await screen.findByRole('region', { name: 'Chongqing Lucky 5D' });
    expect(within(game).getAllByText('Draw 202611230091')[0]).toBeInTheDocument();
    expect(within(game).getAllByRole('list', { name: 'Numbers 3 · 1 · 4 · 1 · 5' })[0]?.querySelectorAll('li')).toHaveLength(5);
    // A Vietnamese draw's balls are its special prize; the other tiers are listed by name.
    const vn = screen.getByRole('region', { name: 'Miền Bắc' });
    expect(within(vn).getByRole('list', { name: 'Numbers 9 · 2 · 6 · 5 · 3 · 5' })).toBeInTheDocument();
    expect(within(vn).getByText('First prize')).toBeInTheDocument();
  });

  it('the summary names what it opens: earlier draws for a game with a main prize, all prizes too for a Vietnamese draw', async () => {
    renderWithProviders(<ResultsBoard draws={draws} receivedAt={Date.now()} />);
    const game = await screen.findByRole('region', { name: 'Chongqing Lucky 5D' });
    expect(within(game).getByText('Earlier draws', { selector: 'summary' })).toBeInTheDocument();
    const vn = screen.getByRole('region', { name: 'Miền Bắc' });
    expect(within(vn).getByText('All prizes and earlier draws', { selector: 'summary' })).toBeInTheDocument();
  });

  it('the selected game’s card says it is the selected one in words, not by its outline alone', async () => {
    renderWithProviders(<ResultsBoard draws={draws} selectedCode="VNMB" />);
    // Its region and its heading are what a screen reader names when the player moves to it.
    const selected = await screen.findByRole('region', { name: 'Miền Bắc Selected game' });
    expect(selected).toHaveAttribute('data-selected');
    expect(within(selected).getByRole('heading', { level: 3, name: 'Miền Bắc Selected game' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Chongqing Lucky 5D' })).not.toHaveAttribute('data-selected');
  });

  it('a row of balls is named by its numbers, separated as the player’s language lists them', async () => {
    renderWithProviders(<ResultsBoard draws={draws.slice(0, 1)} />, { language: 'CN' });
    expect(await screen.findByRole('list', { name: '号码 3、1、4、1、5' })).toBeInTheDocument();
  });

  it('a row of balls reads left to right in a right-to-left language, as the number it spells is written there', async () => {
    renderWithProviders(<ResultsBoard draws={draws.slice(1, 2)} />, { language: 'FA' });
    expect(await screen.findByRole('list', { name: 'Numbers 9 · 2 · 6 · 5 · 3 · 5' })).toHaveAttribute('dir', 'ltr');
  });

  it('a prize tier’s numbers are separated as the player’s language lists them', async () => {
    const sheet = vnSheet({ DB: ['926535'], G3: ['26433', '83279'] });
    const { unmount } = renderWithProviders(<ResultsBoard draws={[sheet]} />, { language: 'CN' });
    expect(await screen.findByText('26433、83279')).toBeInTheDocument();
    unmount();
    renderWithProviders(<ResultsBoard draws={[sheet]} />, { language: 'EN' });
    expect(await screen.findByText('26433 · 83279')).toBeInTheDocument();
  });

  it('a sheet’s numbers line up in one column: every tier’s row takes the list’s two columns (subgrid), names then numbers', async () => {
    const sheet = vnSheet({ DB: ['926535'], G3: ['26433', '83279'] });
    renderWithProviders(<ResultsBoard draws={[sheet]} />, { language: 'EN' });
    const row = (await screen.findByText('26433 · 83279')).parentElement as HTMLElement;
    const list = row.parentElement as HTMLElement;
    expect(list.tagName).toBe('DL');
    expect(styleDeclarationsFor(list)).toContain('grid-template-columns:max-content minmax(0, 1fr)');
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    expect(
      [...list.classList].some((name) => css.includes(`.${name} div{display:grid;grid-column:1/-1;grid-template-columns:subgrid;}`)),
    ).toBe(true);
  });

  it('a prize tier the sheet does not know is listed after the known ones (by its code), not before the special prize', async () => {
    const sheet = vnSheet({ ZZ: ['1'], G1: ['89793'], XX: ['2'], DB: ['926535'] });
    renderWithProviders(<ResultsBoard draws={[sheet]} />);
    const game = await screen.findByRole('region', { name: 'Miền Bắc' });
    expect(
      within(game)
        .getAllByRole('term')
        .map((tier) => tier.textContent),
    ).toEqual(['Special prize', 'First prize', 'XX', 'ZZ']);
  });

  it('counts down to the next draw and asks for it when the countdown ends', async () => {
    // The catalog loads before the clock is faked, so the first render under fake timers has its text.
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const due = vi.fn();
    renderWithProviders(<ResultsBoard draws={draws.slice(0, 1)} receivedAt={T} onDrawDue={due} />);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 02:00');
    await act(async () => vi.advanceTimersByTimeAsync(61_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 00:59');
    expect(due).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Drawing now…');
    // The board asks once the render's effects are done (live-results.spec.tsx says why).
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(due).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('a new answer mid-second counts from its own time: the countdown neither steps back nor holds a second', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    let answer = () => undefined as void;
    function Board() {
      const [answered, setAnswered] = useState({ at: T, draws: draws.slice(0, 1) });
      // The next poll, 900 ms on: the same draw, 50 ms later than the first answer said (the network's delay).
      answer = () => setAnswered({ at: Date.now(), draws: [{ ...draws[0], nextDrawInMs: (draws[0]?.nextDrawInMs ?? 0) - 850 } as Draw] });
      return <ResultsBoard draws={answered.draws} receivedAt={answered.at} />;
    }
    renderWithProviders(<Board />);
    await act(async () => vi.advanceTimersByTimeAsync(900));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 02:00');
    act(() => answer());
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 02:00');
    // 1.95 s after the first answer, 118.1 s are left.
    await act(async () => vi.advanceTimersByTimeAsync(1_050));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 01:59');
  });

  it('a draw still due in each new answer (a late draw) is asked for again every 5 s, not in a loop', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const late = [{ ...draws[0], nextDrawInMs: 0 } as Draw];
    let answer = () => undefined as void;
    // The page: each ask is answered 50 ms later, the draw still due.
    const due = vi.fn(() => void setTimeout(answer, 50));
    function Board() {
      const [receivedAt, setReceivedAt] = useState(T);
      answer = () => setReceivedAt(Date.now());
      return <ResultsBoard draws={late} receivedAt={receivedAt} onDrawDue={due} />;
    }
    renderWithProviders(<Board />);
    // In steps, so each answer renders before the clock moves on.
    for (let elapsed = 0; elapsed < 20_000; elapsed += 50) await act(async () => vi.advanceTimersByTimeAsync(50));
    expect(due.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(due.mock.calls.length).toBeLessThanOrEqual(20_000 / DUE_RECHECK_MS + 1);
  });

  it('says in one status when the selected game draws and what it drew; the other games stay quiet', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const [fiveD, northern] = draws as [Draw, Draw];
    let answer = (_next: Draw[]) => undefined as void;
    function Board() {
      // Miền Bắc, chosen, draws in 4 minutes; the 5D game, not chosen, in 2.
      const [answered, setAnswered] = useState({ at: T, draws: [fiveD, northern] });
      answer = (next) => setAnswered({ at: Date.now(), draws: next });
      return <ResultsBoard draws={answered.draws} receivedAt={answered.at} selectedCode="VNMB" />;
    }
    renderWithProviders(<Board />);
    const status = screen.getByRole('status');
    await act(async () => vi.advanceTimersByTimeAsync(2 * MINUTE + 1_000));
    // The 5D game's draw is under way, its due asked for once the render's effects are done.
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('region', { name: 'Chongqing Lucky 5D' })).toHaveTextContent('Drawing now…');
    expect(status).toBeEmptyDOMElement();
    act(() =>
      answer([
        { ...fiveD, numero: '202611230092', nextDrawInMs: 2 * MINUTE },
        { ...northern, nextDrawInMs: 2 * MINUTE },
      ]),
    );
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(status).toBeEmptyDOMElement();
    await act(async () => vi.advanceTimersByTimeAsync(2 * MINUTE));
    // Said once the render's effects are done, as the board asks for the draw then.
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(status).toHaveTextContent('Miền Bắc: drawing now…');
    act(() => answer([{ ...northern, numero: '202611230038', prizes: { DB: ['123456'] }, nextDrawInMs: 4 * MINUTE }]));
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(status).toHaveTextContent('Miền Bắc, draw 202611230038: 1 · 2 · 3 · 4 · 5 · 6');
  });

  it('says nothing of a game as it is chosen, or of the draws the board opens with', async () => {
    let choose = (_code: string) => undefined as void;
    function Board() {
      const [selectedCode, setSelectedCode] = useState('CQSSC');
      choose = setSelectedCode;
      return <ResultsBoard draws={draws} receivedAt={Date.now()} selectedCode={selectedCode} />;
    }
    renderWithProviders(<Board />);
    expect(await screen.findByRole('region', { name: /Chongqing Lucky 5D/ })).toBeInTheDocument();
    act(() => choose('VNMB'));
    expect(await screen.findByRole('region', { name: /Miền Bắc Selected game/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says nothing of a draw already due as the board is drawn (a late draw, a board drawn again): nothing began just now', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const due = vi.fn();
    const late = { ...draws[1], nextDrawInMs: 0 } as Draw;
    renderWithProviders(<ResultsBoard draws={[late]} receivedAt={T} onDrawDue={due} selectedCode="VNMB" />);
    for (let elapsed = 0; elapsed < 6_000; elapsed += 1_000) await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Drawing now…');
    expect(due).toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a countdown tells once that it ran down to zero, and never when it was due as it was drawn', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const ranDown = vi.fn();
    const wasDue = vi.fn();
    renderWithProviders(
      <>
        <Countdown deadline={T + 2_000} onReachZero={ranDown} />
        <Countdown deadline={T} onReachZero={wasDue} />
      </>,
    );
    for (let elapsed = 0; elapsed < 10_000; elapsed += 1_000) await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(ranDown).toHaveBeenCalledTimes(1);
    expect(wasDue).not.toHaveBeenCalled();
  });

  it("clears the last game's news when another game is chosen", async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    let choose = (_code: string) => undefined as void;
    function Board() {
      const [selectedCode, setSelectedCode] = useState('CQSSC');
      choose = setSelectedCode;
      return <ResultsBoard draws={draws} receivedAt={T} selectedCode={selectedCode} />;
    }
    renderWithProviders(<Board />);
    await act(async () => vi.advanceTimersByTimeAsync(2 * MINUTE + 1_000));
    await act(async () => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole('status')).toHaveTextContent('Chongqing Lucky 5D: drawing now…');
    act(() => choose('VNMB'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a countdown stops ticking while its tab is hidden, and shown again it ticks at once to the time left', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    renderWithProviders(<Countdown deadline={T + 2 * MINUTE} />);
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 02:00');
    // No timer left to re-render the board each second while nobody sees it: its one timer goes. Counted before and
    // after in one synchronous step, so a timer something else set meanwhile (seen on a busy machine) is in both counts.
    const ticking = vi.getTimerCount();
    showTab('hidden');
    expect(vi.getTimerCount()).toBe(ticking - 1);
    await act(async () => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 02:00');
    showTab('visible');
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 01:30');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 01:29');
  });

  it('a draw that came due while the tab was hidden is not said to begin when the tab is shown again: nothing began just now', async () => {
    await loadCatalog('EN');
    vi.useFakeTimers({ now: T });
    const ranDown = vi.fn();
    renderWithProviders(<Countdown deadline={T + 2_000} onReachZero={ranDown} />);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    showTab('hidden');
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    showTab('visible');
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('timer')).toHaveTextContent('Drawing now…');
    expect(ranDown).not.toHaveBeenCalled();
  });

  it('formats the time left as mm:ss, or h:mm:ss from an hour on', async () => {
    const intl = createIntl({ locale: 'en', messages: await loadCatalog('EN') });
    expect(formatRemaining(intl, 65_000)).toBe('01:05');
    expect(formatRemaining(intl, 3_725_000)).toBe('1:02:05');
    expect(formatRemaining(intl, -5)).toBe('00:00');
  });

  it('the countdown’s digits follow the player’s language (Persian digits in FA)', async () => {
    renderWithProviders(<ResultsBoard draws={draws.slice(0, 1)} receivedAt={Date.now()} />, { language: 'FA' });
    expect(await screen.findByRole('timer')).toHaveTextContent(/[۰-۹]{2}:[۰-۹]{2}/);
    expect(screen.getByRole('timer')).not.toHaveTextContent(/[0-9]/);
  });
});
