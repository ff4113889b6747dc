import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderAs, setSandboxFaults } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { AnnouncementEntry } from '../entries/announcement';

// Each test gets a sandbox of its own: the faults one sets do not outlive it.
const sandbox = serveAgentSandbox({ freshPerTest: true });

describe("an agent page's call (QueryState)", () => {
  it('says it is loading while the first answer is on its way: its placeholder shapes say nothing', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Held, then passed on to the sandbox (nothing returned).
    sandbox.server.use(http.get(`*${CALLS.agent.announcements.path}`, () => gate));
    await renderAs('agent_l1', <AnnouncementEntry />);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading…'));
    release();
    await screen.findByRole('list', { name: 'Announcement' });
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('a Try again that answers hands the focus to what came back, not to the page', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.agent.announcements.path] } });
    await renderAs('agent_l1', <AnnouncementEntry />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await setSandboxFaults({});
    await userEvent.click(retry);
    const notices = await screen.findByRole('list', { name: 'Announcement' });
    await waitFor(() => expect(document.body).not.toHaveFocus());
    expect(document.activeElement).toContainElement(notices);
  });
});
