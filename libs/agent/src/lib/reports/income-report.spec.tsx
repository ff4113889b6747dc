import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { IncomeReport, TeamBettingReport } from './reports';

const sandbox = serveAgentSandbox();

/** The period cells of the income table, top to bottom. */
const periods = () =>
  within(screen.getByRole('table', { name: 'My income' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

/** agent_l1's income over the last 30 days, one row a day: more than one page. */
async function renderDaily() {
  await renderAs('agent_l1', <IncomeReport />);
  await screen.findByRole('table', { name: 'My income' });
  await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
  await screen.findByRole('button', { name: 'Page 3' });
}

describe('my income (spec §9 periods)', () => {
  it('goes back to the first page when the grouping changes, though the new grouping has that page too', async () => {
    // A long history: 25 days, and 25 weeks up to the week of Monday 5 January 2026, three pages in either grouping.
    const DAY = 86_400_000;
    const periodsBack = (days: number) =>
      Array.from({ length: 25 }, (_, back) => new Date(Date.UTC(2026, 0, 5) - back * days * DAY).toISOString().slice(0, 10));
    sandbox.server.use(
      http.get(`*${CALLS.agent.income.path}`, ({ request }) =>
        HttpResponse.json({
          success: true,
          value: periodsBack(new URL(request.url).searchParams.get('period') === 'WEEKLY' ? 7 : 1).map((period) => ({
            period,
            commission: 1,
            dividend: 0,
            dailySalary: 0,
            hourlySalary: 0,
            realTimeSalary: 0,
            total: 1,
          })),
        }),
      ),
    );
    await renderDaily();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'WEEKLY');
    // The newest week first: the first page, not the third of the weeks.
    await waitFor(() => expect(periods()[0]).toBe('2026-01-05 – 2026-01-11'));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('writes each period’s days as yyyy-MM-dd, as other screens write days: a day as its date, a week as its first and last days, a month as a month', async () => {
    await renderDaily();
    expect(periods()[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'WEEKLY');
    await waitFor(() => expect(periods()[0]).toMatch(/^\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}$/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'MONTHLY');
    await waitFor(() => expect(periods()[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/));
  });

  it('writes a day as yyyy-MM-dd in Japanese too, not as the locale’s 2026/12/06', async () => {
    await renderAs('agent_l1', <IncomeReport />, { language: 'JA' });
    await screen.findByRole('table', { name: 'My income' });
    expect(periods()[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('my income in a right-to-left language', () => {
  it('keeps a week’s two days in reading order (left to right), and a month in the language’s own direction', async () => {
    await renderAs('agent_l1', <IncomeReport />, { language: 'AR' });
    const firstPeriod = () =>
      within(screen.getByRole('table', { name: 'My income' }))
        .getAllByRole('row')[1]
        ?.querySelector('bdi') as HTMLElement;
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Group by' }), 'WEEKLY');
    await waitFor(() => expect(firstPeriod().textContent).toMatch(/ – /));
    expect(firstPeriod()).toHaveAttribute('dir', 'ltr');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'MONTHLY');
    await waitFor(() => expect(firstPeriod().textContent).not.toMatch(/ – /));
    expect(firstPeriod()).not.toHaveAttribute('dir');
  });
});

describe('team betting (spec §9)', () => {
  it('an empty answer that counts 0 pages shows the empty state, not a page set on every render', async () => {
    sandbox.server.use(
      http.get('*/wps/agent/team/bets', () =>
        HttpResponse.json({ success: true, value: { content: [], pageNum: 1, pageSize: 10, totalElements: 0, totalPages: 0 } }),
      ),
    );
    await renderAs('agent_l1', <TeamBettingReport />);
    expect(await screen.findByText('No team bets in this period.')).toBeInTheDocument();
  });
});
