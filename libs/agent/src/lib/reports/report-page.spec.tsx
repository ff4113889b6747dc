import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs, setSandboxFaults } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { TeamBettingReport } from './reports';

// Each test gets a sandbox of its own: the faults one sets do not outlive it.
serveAgentSandbox({ freshPerTest: true });
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
    const failure = await screen.findByRole('alert');
    expect(within(failure).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Team betting' })).not.toBeInTheDocument();
    await setSandboxFaults({});
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Team betting' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a report’s CSV export', () => {
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
});
