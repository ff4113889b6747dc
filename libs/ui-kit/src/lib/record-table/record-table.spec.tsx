import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
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
