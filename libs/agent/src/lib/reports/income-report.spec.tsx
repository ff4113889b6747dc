import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
  it('goes back to the first page when the grouping changes, so the fewer rows are shown', async () => {
    await renderDaily();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'MONTHLY');
    await waitFor(() => expect(periods().length).toBeGreaterThan(0));
    expect(screen.queryByText('No income in this period.')).not.toBeInTheDocument();
  });

  it('names each period in the reader’s language: a day as a date, a week as its days, a month as a month', async () => {
    await renderDaily();
    expect(periods()[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'WEEKLY');
    await waitFor(() => expect(periods()[0]).toMatch(/^[A-Z][a-z]{2} \d{1,2}\s–\s(?:[A-Z][a-z]{2} )?\d{1,2}, \d{4}$/));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'MONTHLY');
    await waitFor(() => expect(periods()[0]).toMatch(/^[A-Z][a-z]+ \d{4}$/));
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
