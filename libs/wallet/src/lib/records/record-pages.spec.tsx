import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { translatedAs } from '../../testing/translated-as';
import { renderAs } from '@wl/testing';
import { serveWalletSandbox } from '../../testing/wallet-sandbox';
import { AccountRecordPage, BettingRecordPage, BonusRecordPage, ProfitRecordPage } from './record-pages';

const sandbox = serveWalletSandbox();

/** The catalog as it is, formatted in `locale`'s way (a right-to-left one the catalogs do not translate). */
const inLocale = (locale: string) => (children: ReactNode) => <InLocale locale={locale}>{children}</InLocale>;
function InLocale({ locale, children }: { locale: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider locale={locale} defaultLocale={intl.defaultLocale} messages={intl.messages as Record<string, string>}>
      {children}
    </IntlProvider>
  );
}

/** Holds every call to `path` until `release` is called; the sandbox answers then. */
function hold(path: string) {
  const held = { release: () => undefined as void };
  const gate = new Promise<void>((resolve) => (held.release = resolve));
  sandbox.server.use(
    http.get(`*${path}`, async () => {
      await gate;
    }),
  );
  return held;
}

describe('records (spec §2, §9)', () => {
  it('pages the betting record of the last 30 days', async () => {
    await renderAs('demo_member', <BettingRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    const first = within(table).getAllByRole('row')[1]?.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    // The pager moves at once; the second page's rows come with its answer (a loading page has no table).
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Betting record' })).getAllByRole('row')[1]).not.toHaveTextContent(first ?? ''),
    );
  });

  it('a record page that fails to load keeps its pager and the focus on the page pressed, with the message and Try again', async () => {
    await renderAs('demo_member', <BettingRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await screen.findByRole('table', { name: 'Betting record' });
    sandbox.server.use(
      http.get(`*${CALLS.wallet.bets.path}`, () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 })),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toHaveFocus();
    expect(screen.queryByRole('table', { name: 'Betting record' })).toBeNull();
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

  it("money in is signed as the locale signs it: a right-to-left locale's plus opens with its left-to-right mark", async () => {
    await renderAs('demo_member', <AccountRecordPage />, { wrapper: inLocale('ar') });
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    const table = await screen.findByRole('table', { name: 'Account record' });
    // A completed one: the money that came in (a refused one moved none).
    const deposit = within(table)
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Completed'));
    expect(within(deposit as HTMLElement).getByText(/^\u200e\+¥[\d,]+\.\d{2}$/)).toBeInTheDocument();
  });

  it('a win in the profit and loss record shows its plus, as money in does in the account record; a loss its minus', async () => {
    const row = { bets: '100', payouts: '220', bonuses: '0' };
    sandbox.server.use(
      http.get(`*${CALLS.wallet.profit.path}`, () =>
        HttpResponse.json({
          success: true,
          value: [
            { ...row, periodStart: '2024-05-01', periodEnd: '2024-05-01', profit: '120' },
            { ...row, periodStart: '2024-05-02', periodEnd: '2024-05-02', profit: '-30' },
          ],
        }),
      ),
    );
    await renderAs('demo_member', <ProfitRecordPage />);
    const table = await screen.findByRole('table', { name: 'Personal profit and loss' });
    expect(within(within(table).getByRole('row', { name: /2024-05-01/ })).getByText('+¥120.00')).toBeInTheDocument();
    expect(within(within(table).getByRole('row', { name: /2024-05-02/ })).getByText('-¥30.00')).toBeInTheDocument();
  });

  it("a winning bet's profit in the betting record shows its plus, as the account record's money in does", async () => {
    const bet = { vendor: 'PG Soft', gameName: 'Fortune Ox', stake: '10', createdAt: Date.now() };
    sandbox.server.use(
      http.get(`*${CALLS.wallet.bets.path}`, () =>
        HttpResponse.json({
          success: true,
          value: {
            content: [
              { ...bet, betId: 'won', payout: '25', profit: '15' },
              { ...bet, betId: 'lost', payout: '0', profit: '-10' },
            ],
            pageNum: 1,
            pageSize: 10,
            totalPages: 1,
            totalElements: 2,
          },
        }),
      ),
    );
    await renderAs('demo_member', <BettingRecordPage />);
    const table = await screen.findByRole('table', { name: 'Betting record' });
    expect(within(table).getByText('+¥15.00')).toBeInTheDocument();
    expect(within(table).getByText('-¥10.00')).toBeInTheDocument();
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

describe('a record’s date range', () => {
  const prompt = 'Choose a start and an end date, the start not after the end, to see the records.';

  it.each([
    ['betting', BettingRecordPage, 'Betting record', CALLS.wallet.bets.path],
    ['account', AccountRecordPage, 'Account record', CALLS.wallet.transactions.path],
    ['profit and loss', ProfitRecordPage, 'Personal profit and loss', CALLS.wallet.profit.path],
    ['bonus', BonusRecordPage, 'Bonus details', CALLS.wallet.bonuses.path],
  ])('the %s record asks for the whole range, and calls nothing, while it is half-filled or reversed', async (_, Record, name, path) => {
    await renderAs('demo_member', <Record />);
    await screen.findByRole('region', { name });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    const calls = sandbox.record(new RegExp(path));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '' } });
    expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2099-01-01' } });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('The start date must not be after the end date');
    expect(screen.getByText(prompt)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    // A call goes out a moment after the change that makes it: a whole range again is the sentinel, and its call
    // must be the only one, for the whole range.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2020-01-01' } });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toContain('2020-01-01');
  });
});

describe('records show only the rows of the filter chosen', () => {
  it('another transaction type shows its loading, not the last type’s rows, until it answers', async () => {
    await renderAs('demo_member', <AccountRecordPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Last 30 days' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Deposit');
    await screen.findByRole('table', { name: 'Account record' });
    const held = hold(CALLS.wallet.transactions.path);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Bonus');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading'));
    expect(screen.queryByRole('table', { name: 'Account record' })).toBeNull();
    held.release();
    const table = await screen.findByRole('table', { name: 'Account record' });
    for (const row of within(table).getAllByRole('row').slice(1)) expect(row).toHaveTextContent('Bonus');
  });
});
