import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { translatedAs } from '../../testing/translated-as';
import { renderAs } from '@wl/testing';
import { serveWalletSandbox } from '../../testing/wallet-sandbox';
import { AccountRecordPage, BettingRecordPage, ProfitRecordPage } from './record-pages';

serveWalletSandbox();

describe('records (spec §2, §9)', () => {
  it('pages the betting record of the last 30 days', async () => {
    await renderAs('demo_member', <BettingRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1]?.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Betting record' })).getAllByRole('row')[1]).not.toHaveTextContent(first ?? '');
  });

  it('filters the account record by transaction type', async () => {
    await renderAs('demo_member', <AccountRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bonus');
    const table = await screen.findByRole('table', { name: 'Account record' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toHaveTextContent('Bonus');
  });

  it('shows an empty state for a player with no play in the dates', async () => {
    await renderAs('agent_l42', <ProfitRecordPage />);
    expect(await screen.findByText('No play in these dates')).toBeInTheDocument();
  });

  it("a language writes a period's first and last day its own way", async () => {
    await renderAs('demo_member', <ProfitRecordPage />, {
      wrapper: translatedAs({ 'wallet.records.periodRange': 'from {from} until {to}' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    const table = await screen.findByRole('table', { name: 'Personal profit and loss' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(/from \d{4}-\d{2}-\d{2} until \d{4}-\d{2}-\d{2}/);
  });
});
