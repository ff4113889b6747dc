import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { promotionsApi, siteAnnouncements } from '@wl/api-client';
import { createTestStore, renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { NoticeBoard } from './notice-board';
import { SCRIPT_URL, serveAnnouncements } from '../announcements.fixture';

const sandbox = serveSandbox();

const titles = () =>
  within(screen.getByRole('list', { name: 'Announcement list' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** No seeded notice has it: a link to a notice since taken down. */
const GONE_NOTICE_ID = 99999;

const pagerPage = (page: number) => screen.getByRole('button', { name: new RegExp(`^Page ${page}$`, 'i') });

describe('the notice board (spec §2)', () => {
  it('asks for the announcement types the brand offers, in its default execution: the same call as the home page', async () => {
    const asked = sandbox.record(/MCSFE_getListAnnouncements/, (request) => {
      const query = new URL(request.url).searchParams;
      return `${query.get('types')} ${query.get('execution')}`;
    });
    renderWithProviders(<NoticeBoard />, {
      brand: { ...testBrand, announcementTypes: ['B', 'PL', 'H'], announcementDefaultExecution: 'PL' },
    });
    await screen.findByRole('list', { name: 'Announcement list' });
    expect(asked).toEqual(['B,PL PL']);
  });

  it('walks the 23 seeded notices nine a page with next and previous', async () => {
    renderWithProviders(<NoticeBoard />);
    await screen.findByRole('list', { name: 'Announcement list' });
    expect(titles()).toHaveLength(9);
    expect(titles()[0]).toContain('Notice 1:');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(titles()[0]).toContain('Notice 10:');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(titles()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: /previous/i }));
    expect(titles()[0]).toContain('Notice 10:');
  });

  it("shows the selected notice with its title and its body without the operator's script", async () => {
    const { container } = renderWithProviders(<NoticeBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /Notice 2:/ }));
    expect(await screen.findByRole('heading', { name: /Notice 2:/ })).toBeInTheDocument();
    expect(await screen.findByText('Win big!')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror], [onclick], iframe, form')).toBeNull();
  });

  it("offers a notice's external link under its text, in a new tab without opener; one that is no web page is not offered", async () => {
    const notice = (id: number, title: string, externalLink: string) => ({
      id,
      title,
      content: '<p>Link Zalo.</p>',
      externalLink,
      startTime: id,
    });
    serveAnnouncements(sandbox, { player: [notice(1, 'Zalo reward', 'https://zalo.example.test'), notice(2, 'Scripted', SCRIPT_URL)] });
    renderWithProviders(<NoticeBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /Zalo reward/ }));
    const detail = await screen.findByRole('article', { name: 'Zalo reward' });
    const link = within(detail).getByRole('link', { name: 'Learn more' });
    expect(link).toHaveAttribute('href', 'https://zalo.example.test/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: /Scripted/ }));
    expect(await screen.findByRole('article', { name: 'Scripted' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Learn more' })).toBeNull();
  });

  it('choosing a notice takes the player to it: its heading takes the focus (on a phone the list and pager come first)', async () => {
    renderWithProviders(<NoticeBoard />);
    // The first render leaves the focus where the page put it.
    expect(await screen.findByRole('heading', { name: /Notice 1:/ })).not.toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Notice 2:/ }));
    await waitFor(() => expect(screen.getByRole('heading', { name: /Notice 2:/ })).toHaveFocus());
    // Paging stays at the pager, where the player browses the page reached.
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('heading', { name: /Notice 10:/ })).not.toHaveFocus();
    expect(screen.getByRole('button', { name: /next/i })).toHaveFocus();
  });

  it('opens a deep-linked notice on its own page', async () => {
    renderWithProviders(<NoticeBoard initialNoticeId={121} />);
    // Opened by the link, not by the player: the focus stays where the page put it.
    expect(await screen.findByRole('heading', { name: /Notice 22:/ })).not.toHaveFocus();
    expect(titles()[0]).toContain('Notice 19:');
  });

  it('an old link to a notice that was taken down says it is no longer available, not another notice in its place', async () => {
    renderWithProviders(<NoticeBoard initialNoticeId={GONE_NOTICE_ID} />);
    expect(await screen.findByText('This announcement is no longer available.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
    // The other notices stay in reach: their list, with none of them passed off as the one linked.
    const list = screen.getByRole('list', { name: 'Announcement list' });
    expect(within(list).getAllByRole('button')).toHaveLength(9);
    expect(within(list).queryAllByRole('button', { current: true })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Show the latest announcement' }));
    // The button goes with the message: the focus goes to the notice it opened, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { name: /Notice 1:/ })).toHaveFocus());
    expect(screen.queryByText('This announcement is no longer available.')).toBeNull();
  });

  it('paging opens the first notice of the page reached: the detail never shows a notice from another page', async () => {
    renderWithProviders(<NoticeBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /Notice 2:/ }));
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(await screen.findByRole('heading', { name: /Notice 10:/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Notice 2:/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Notice 10:/ })).toHaveAttribute('aria-current', 'true');
  });

  it('keeps the page within the pages there are when the list shrinks under the open notice', async () => {
    const store = createTestStore();
    renderWithProviders(<NoticeBoard />, { store });
    await screen.findByRole('list', { name: 'Announcement list' });
    await userEvent.click(pagerPage(3));
    expect(await screen.findByRole('heading', { name: /Notice 19:/ })).toBeInTheDocument();

    // The next answer has ten notices, two pages: the open notice went with the third page.
    const player = Array.from({ length: 10 }, (_, i) => ({
      id: 100 + i,
      title: `Notice ${i + 1}: kept`,
      content: '<p>Kept.</p>',
      externalLink: '',
      startTime: i,
    }));
    serveAnnouncements(sandbox, { player });
    await act(() =>
      store.dispatch(promotionsApi.endpoints.getAnnouncements.initiate(siteAnnouncements(testBrand, 'EN'), { forceRefetch: true })),
    );

    expect(await screen.findByRole('heading', { name: /Notice 1:/ })).toBeInTheDocument();
    expect(pagerPage(1)).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: /^Page 3$/i })).toBeNull();
    expect(titles()).toHaveLength(9);
  });

  it('while the announcements load, a status named "Loading announcements" says so (skeletons say nothing)', async () => {
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<NoticeBoard />);
    expect(await screen.findByRole('status', { name: /Loading announcements/i })).toBeInTheDocument();
  });

  it('a retry after a failed load stays in place (no skeleton swapped in), busy and not pressable again, while it runs', async () => {
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', async () => {
        await delay(300);
        return HttpResponse.json({ success: false, code: 'E999', message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<NoticeBoard />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    // Not pressable again, and still focused: a busy button is aria-disabled, not disabled.
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveFocus();
  });
});
