import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { RecordTable } from './record-table';

const records = [
  { id: 'T1', date: '2026-11-01', amount: '100.00' },
  { id: 'T2', date: '2026-11-02', amount: '2,500.00' },
];

describe('RecordTable', () => {
  it('is a captioned table whose every value carries its column name for the stacked phone cards', async () => {
    renderWithProviders(
      <RecordTable
        caption="Transfers"
        records={records}
        recordKey={(record) => record.id}
        columns={[
          { key: 'date', header: 'Date', render: (record) => record.date },
          { key: 'amount', header: 'Amount', render: (record) => record.amount, align: 'end' },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Transfers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Amount']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.dataset['label'])).toEqual(['Date', 'Amount', 'Date', 'Amount']);
    expect(cells[3]).toHaveTextContent('2,500.00');
  });

  it('keeps an amount and a time on one line: a narrow column breaks neither at a sign nor at a date hyphen', async () => {
    renderWithProviders(
      <RecordTable
        caption="Bets"
        records={records}
        recordKey={(record) => record.id}
        columns={[
          { key: 'date', header: 'Date', render: (record) => <time dateTime={record.date}>{record.date}</time> },
          { key: 'amount', header: 'Amount', render: (record) => `-${record.amount}`, align: 'end' },
        ]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Bets' });
    const [date, amount] = within(table).getAllByRole('cell');
    expect(getComputedStyle(amount as HTMLElement).whiteSpace).toBe('nowrap');
    expect(getComputedStyle((date as HTMLElement).querySelector('time') as HTMLElement).whiteSpace).toBe('nowrap');
    // What no longer wraps scrolls within the table's place instead of widening the panel around it.
    const place = getComputedStyle(table.parentElement as HTMLElement);
    expect(place.overflowX).toBe('auto');
    expect(place.contain).toBe('inline-size');
  });

  it('turns into cards where its place is narrower than its columns need, not only on a phone: a column cut at the edge hid a loss’s minus sign', async () => {
    const columns = ['date', 'bets', 'payouts', 'bonuses', 'rebates', 'profit'].map((key) => ({
      key,
      header: key,
      render: (record: (typeof records)[number]) => record.amount,
      align: 'end' as const,
    }));
    renderWithProviders(<RecordTable caption="Profit and loss" records={records} recordKey={(record) => record.id} columns={columns} />);
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    // The place is the container the table measures itself against.
    expect(styleDeclarationsFor(table.parentElement as HTMLElement)).toContain('container-type:inline-size');
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    // Six columns of the theme's column width: the place, not the window, decides.
    const query = `@container (max-width: calc(${testTheme.layout.tableColumn} * 6))`;
    expect(css).toContain(query);
    const cards = css.slice(css.indexOf(query));
    // What the phone's cards do: the header row hidden, each value named.
    const tableClass = [...table.classList].find((name) => cards.startsWith(`${query}{.${name} thead{position:absolute;`));
    expect(tableClass).toBeDefined();
    expect(cards).toContain(`.${tableClass} td::before{content:attr(data-label);`);
    // Cards stand side by side where two fit, each no narrower than the theme's card column.
    expect(cards).toContain(
      `.${tableClass} tbody{display:grid;grid-template-columns:repeat(auto-fill, minmax(min(100%, ${testTheme.layout.cardColumn}), 1fr));`,
    );
  });

  it('lets a header wrap, so its words never make a column of amounts wider than the amounts', async () => {
    renderWithProviders(
      <RecordTable
        caption="Profit and loss"
        records={records}
        recordKey={(record) => record.id}
        columns={[{ key: 'profit', header: 'Profit and loss', render: (record) => `-${record.amount}`, align: 'end' }]}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Profit and loss' });
    expect(getComputedStyle(within(table).getByRole('columnheader')).whiteSpace).not.toBe('nowrap');
    expect(getComputedStyle(within(table).getAllByRole('cell')[0] as HTMLElement).whiteSpace).toBe('nowrap');
  });

  describe('a table wider than its place', () => {
    afterEach(() => vi.unstubAllGlobals());

    /** jsdom lays nothing out: the place reports the widths a browser would, and is measured once observed. */
    function withWidths(scrollWidth: number, clientWidth: number) {
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly measure: () => void) {}
          observe(element: HTMLElement) {
            Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
            Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
            this.measure();
          }
          disconnect = vi.fn();
        },
      );
    }

    const renderBets = () =>
      renderWithProviders(
        <RecordTable
          caption="Bets"
          records={records}
          recordKey={(record) => record.id}
          columns={[{ key: 'amount', header: 'Amount', render: (record) => record.amount, align: 'end' }]}
        />,
      );

    it('is a named stop in the Tab order, so a keyboard can scroll it', async () => {
      withWidths(900, 600);
      renderBets();
      await userEvent.tab();
      await waitFor(() => expect(screen.getByRole('group', { name: 'Bets' })).toHaveFocus());
    });

    it('is no landmark: the card or page the table is in, named as its caption, stays the one region of that name', async () => {
      withWidths(900, 600);
      renderBets();
      await screen.findByRole('group', { name: 'Bets' });
      expect(screen.queryByRole('region')).toBeNull();
    });

    it('adds no stop when it fits', async () => {
      withWidths(600, 600);
      renderBets();
      await screen.findByRole('table', { name: 'Bets' });
      expect(screen.queryByRole('group')).toBeNull();
    });
  });
});
