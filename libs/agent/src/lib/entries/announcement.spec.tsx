import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, type AgentNotice } from '@wl/api-client';
import { renderAs } from '@wl/testing';
import { NOTICES_PER_PAGE } from '@wl/ui-kit';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { AnnouncementEntry } from './announcement';

const sandbox = serveAgentSandbox({ freshPerTest: true });

/** One notice more than a page holds, newest first. */
const notices: AgentNotice[] = Array.from({ length: NOTICES_PER_PAGE + 1 }, (_, i) => ({
  id: i + 1,
  title: `Notice ${i + 1}`,
  content: `<p>Body of notice ${i + 1}</p>`,
  createTime: Date.UTC(2026, 10, 30 - i),
}));

describe('agent notices', () => {
  it('lists agent notices nine a page, with a pager to the rest (spec §9 notices per page)', async () => {
    sandbox.server.use(http.get(`*${CALLS.agent.announcements.path}`, () => HttpResponse.json({ success: true, value: notices })));
    await renderAs('agent_l1', <AnnouncementEntry />);
    const list = await screen.findByRole('list', { name: 'Announcement' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(screen.queryByRole('button', { name: /Notice 10/ })).not.toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Pages' })).getByRole('button', { name: 'Next page' }));
    // The next page opens its first notice.
    expect(await within(await screen.findByRole('article', { name: 'Notice 10' })).findByText('Body of notice 10')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Notice 1\b/ })).not.toBeInTheDocument();
  });

  it("a notice's title keeps its own direction in its heading (<bdi>): an operator's title cannot turn the heading around", async () => {
    sandbox.server.use(http.get(`*${CALLS.agent.announcements.path}`, () => HttpResponse.json({ success: true, value: notices })));
    await renderAs('agent_l1', <AnnouncementEntry />);
    const heading = await screen.findByRole('heading', { name: 'Notice 1' });
    expect(heading.querySelector('bdi')).toHaveTextContent('Notice 1');
  });

  it('notices are written in the agent’s language: a language switch asks for them in the new one', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.agent.announcements.path}`, ({ request }) => {
        const title = request.headers.get('Language') === 'VI' ? 'Thông báo' : 'Notice';
        return HttpResponse.json({
          success: true,
          value: [{ id: 1, title, content: `<p>${title}</p>`, createTime: Date.UTC(2026, 10, 30) }],
        });
      }),
    );
    const { setLanguage } = await renderAs('agent_l1', <AnnouncementEntry />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('article', { name: 'Notice' })).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByRole('article', { name: 'Thông báo' })).toBeInTheDocument();
  });

  it('picking a notice takes the agent to it: its heading takes the focus (on a phone the detail is below the list)', async () => {
    sandbox.server.use(http.get(`*${CALLS.agent.announcements.path}`, () => HttpResponse.json({ success: true, value: notices })));
    await renderAs('agent_l1', <AnnouncementEntry />);
    const list = await screen.findByRole('list', { name: 'Announcement' });
    // The first render leaves the focus where the page put it.
    expect(screen.getByRole('heading', { name: 'Notice 1' })).not.toHaveFocus();
    // Its name runs on into its date: the first page has no "Notice 2x".
    await userEvent.click(within(list).getByRole('button', { name: /^Notice 2/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Notice 2' })).toHaveFocus());
    // Paging stays at the pager, to browse the page reached (on the last page, Next goes and the page has it).
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Notice 10' })).not.toHaveFocus();
    expect(pager).toContainElement(document.activeElement as HTMLElement);
  });
});
