import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
