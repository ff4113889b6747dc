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
});
