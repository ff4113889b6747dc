import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, LARGEST_PAGE_SIZE } from '@wl/api-client';
import { renderAs, setSandboxFaults } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { TeamBettingReport } from './reports';

// Each test gets a sandbox of its own: the faults one sets do not outlive it.
const sandbox = serveAgentSandbox({ freshPerTest: true });
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a report shows only the answer for the range and member chosen', () => {
  it('a range whose call fails shows the failure, not the previous range’s records under the new range', async () => {
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    await setSandboxFaults({ failureRates: { [CALLS.agent.teamBets.path]: 1 } });
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await screen.findByRole('alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Team betting' })).not.toBeInTheDocument();
    await setSandboxFaults({});
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Team betting' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a report loading over the records on screen', () => {
  it('a held call for a new range shows no rows of the old range, and Export disabled, until it is answered', async () => {
    const { container } = await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    expect(exportButton).toBeEnabled();
    const held = holdTeamBets();
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('table', { name: 'Team betting' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('row')).toEqual([]);
    expect(exportButton).toBeDisabled();
    held.release();
    expect(await screen.findByRole('table', { name: 'Team betting' })).toBeInTheDocument();
    expect(exportButton).toBeEnabled();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('keeps the pager, and the focus on the page pressed, marked busy while that page loads, and not once it has answered', async () => {
    const { container } = await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const held = holdTeamBets();
    const next = screen.getByRole('button', { name: 'Next page' });
    await userEvent.click(next);
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(next).toBeInTheDocument();
    expect(next).toHaveFocus();
    held.release();
    expect(await screen.findByRole('table', { name: 'Team betting' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('asks for a member’s records once the typing pauses, not once per keystroke', async () => {
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const members = sandbox.record(new RegExp(CALLS.agent.teamBets.path), (request) => {
      const params = new URL(request.url).searchParams;
      return `${params.get('username')} from ${params.get('startDate')}`;
    });
    // The name typed a key at a time, each key's value as the box gets it, one straight after the other: however slow the
    // machine, no pause passes between them (a timer runs only between tasks).
    const typed = 'l1_member01';
    for (let length = 1; length <= typed.length; length++)
      fireEvent.change(screen.getByRole('searchbox', { name: 'Team member' }), { target: { value: typed.slice(0, length) } });
    await waitFor(() => expect(members).toHaveLength(1));
    const [asked] = members;
    expect(asked).toMatch(/^l1_member01 from /);
    expect(await screen.findAllByRole('row', { name: /l1_member01/ })).not.toHaveLength(0);
    expect(screen.queryByRole('row', { name: /l1_member02/ })).not.toBeInTheDocument();
    // Another range asked for the member afterwards: any other call for the name would have gone before it.
    await userEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    await waitFor(() => expect(members).toHaveLength(2));
    expect(members[0]).toBe(asked);
    expect(members[1]).toMatch(/^l1_member01 from /);
    expect(members[1]).not.toBe(asked);
  });
});

describe('a report’s date range', () => {
  it('asks for the whole range, and calls nothing, while it is half-filled or reversed', async () => {
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const calls = sandbox.record(new RegExp(CALLS.agent.teamBets.path));
    const prompt = 'Choose a start and an end date, the start not after the end, to see the records.';
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '' } });
    expect(await screen.findByText(prompt)).toBeInTheDocument();
    expect(screen.queryByText('No team bets in this period.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Team betting' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2020-01-01' } });
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription('The start date must not be after the end date');
    expect(screen.getByText(prompt)).toBeInTheDocument();
    expect(screen.queryByText('No team bets in this period.')).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

/** Holds every team-bets call until `release` is called; `answered` tells when one has gone on to the sandbox. */
function holdTeamBets() {
  const held = { answered: false, release: () => undefined as void };
  const gate = new Promise<void>((resolve) => (held.release = resolve));
  sandbox.server.use(
    http.get(`*${CALLS.agent.teamBets.path}`, async () => {
      await gate;
      held.answered = true;
      // Nothing returned: the sandbox answers.
    }),
  );
  return held;
}

/** What the page handed to the browser as a download. */
function spyDownloads() {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
  return vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
}

/**
 * Asks the report's next page and waits for it to be shown: a call started after everything before it, so a call those
 * started goes before it, and an answer that came before its own has been handled once it is shown.
 */
async function nextPageShown(container: HTMLElement) {
  const pages = sandbox.record(new RegExp(CALLS.agent.teamBets.path), (request) => new URL(request.url).searchParams.get('pageNum'));
  await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
  await waitFor(() => expect(pages).toContain('2'));
  // Marked busy as it is asked, and no longer once it has answered.
  await waitFor(() => expect(container.querySelector('[aria-busy="true"]')).toBeNull());
  expect(screen.getByRole('table', { name: 'Team betting' })).toBeInTheDocument();
}

describe('a report’s CSV export', () => {
  it('can be cancelled while it loads: nothing downloads, and the export can start again', async () => {
    const downloads = spyDownloads();
    const { container } = await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const held = holdTeamBets();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(screen.queryByRole('button', { name: 'Cancel export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    held.release();
    await waitFor(() => expect(held.answered).toBe(true));
    await nextPageShown(container);
    expect(downloads).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
  });

  it('Export keeps the focus while it runs: busy, not disabled, so a keyboard is not dropped to the page start', async () => {
    const downloads = spyDownloads();
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const exportCalls = sandbox.record(new RegExp(CALLS.agent.teamBets.path), (request) =>
      new URL(request.url).searchParams.get('pageSize'),
    );
    const held = holdTeamBets();
    const exportButton = screen.getByRole('button', { name: 'Export CSV' });
    await userEvent.click(exportButton);
    // jsdom keeps the focus on a disabled button, which a browser moves to the page: `disabled` is what this checks.
    await waitFor(() => expect(exportButton).toHaveAttribute('aria-busy', 'true'));
    expect(exportButton).toBeEnabled();
    expect(exportButton).toHaveAttribute('aria-disabled', 'true');
    expect(exportButton).toHaveFocus();
    // Pressed again while busy, it starts no second export.
    await userEvent.click(exportButton);
    held.release();
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    // Busy until the last export started has ended: a second one would have downloaded by now, and its call gone.
    await waitFor(() => expect(exportButton).not.toHaveAttribute('aria-busy'));
    expect(downloads).toHaveBeenCalledTimes(1);
    expect(exportCalls).toEqual([String(LARGEST_PAGE_SIZE)]);
  });

  it('says by a status when the file starts downloading, and says it again for the next export', async () => {
    const downloads = spyDownloads();
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    const note = await screen.findByText(/^The export is ready: Team betting-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv is downloading\.$/);
    expect(note).toHaveAttribute('role', 'status');
    // A second export is said again: its words are new to the live region, not the same text left in place.
    const firstWords = note.firstChild;
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(note.firstChild).not.toBe(firstWords));
    expect(note).toHaveTextContent(/is downloading\.$/);
  });

  it('downloads nothing once the agent has left the report', async () => {
    const downloads = spyDownloads();
    const view = await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    const held = holdTeamBets();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    view.unmount();
    held.release();
    await waitFor(() => expect(held.answered).toBe(true));
    // The report opened again and exported: its file comes once the answers before its own have been handled.
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText(/is downloading\.$/)).toBeInTheDocument();
    expect(downloads).toHaveBeenCalledTimes(1);
  });

  it('asks afresh for every page of each export: a second export at once does not reuse the first one’s cached pages', async () => {
    const downloads = spyDownloads();
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    // The export's calls only: it asks the largest pages, the table a screenful.
    const exportCalls = sandbox.record(new RegExp(CALLS.agent.teamBets.path), (request) =>
      new URL(request.url).searchParams.get('pageSize'),
    );
    const largest = () => exportCalls.filter((pageSize) => pageSize === String(LARGEST_PAGE_SIZE));
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    expect(largest()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(2));
    expect(largest()).toHaveLength(2);
  });

  it('says why an export failed, in the error catalogue’s words, and exports on trying again', async () => {
    const downloads = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:report', revokeObjectURL: () => undefined }));
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    await setSandboxFaults({ dropResponsePaths: [CALLS.agent.teamBets.path] });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The export failed: The network is abnormal, please try again');
    expect(downloads).not.toHaveBeenCalled();
    await setSandboxFaults({});
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a Try again of a failed export keeps its failure, busy, until the export ends, then hands the focus to Export', async () => {
    const downloads = spyDownloads();
    await renderAs('agent_l1', <TeamBettingReport />);
    await screen.findByRole('table', { name: 'Team betting' });
    await setSandboxFaults({ dropResponsePaths: [CALLS.agent.teamBets.path] });
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const failure = await screen.findByRole('alert');
    await setSandboxFaults({});
    const held = holdTeamBets();
    const retry = within(failure).getByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    // Still there while the export runs: the button pressed keeps the focus, busy.
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();
    held.release();
    await waitFor(() => expect(downloads).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(failure).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Export CSV' })).toHaveFocus();
    // The export's own status (the table's says nothing while it has rows).
    expect(screen.getByText(/is downloading\.$/).closest('[role="status"]')).not.toBeNull();
  });
});
