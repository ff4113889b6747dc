import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { baseApi, CALLS, memberApi, type PlatformMessage } from '@wl/api-client';
import { styleDeclarationsFor } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { logInAs, renderAs } from '../../testing/member-session';
import MessagesPage, { MESSAGES_PER_PAGE } from './messages-page';
import { UnreadMessagesBadge } from './unread-messages-badge';

const { record, server, use } = serveSandbox();

/** Each listed message's summary (title and date) in list order, without the unread badge reading removes. */
const listed = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => {
      const text = within(item).getByRole('button').textContent ?? '';
      return (within(item).queryByText('New') ? text.replace(/^New/, '') : text).trim();
    });

/** A player with more messages than a page holds, unread ones on every page, served statefully in place of the sandbox's five. */
function serveManyMessages(count: number): PlatformMessage[] {
  const messages = Array.from({ length: count }, (_, i) => ({
    messageId: 9000 + i,
    title: `Notice ${i + 1}`,
    content: '<p>Hello</p>',
    createTime: Date.UTC(2024, 0, count - i),
    read: i % 2 === 1,
  }));
  const unread = () => messages.filter((message) => !message.read).length;
  server.use(
    http.get(`*${CALLS.member.messages.path}`, ({ request }) => {
      const url = new URL(request.url);
      const pageNum = Number(url.searchParams.get('pageNum'));
      const pageSize = Number(url.searchParams.get('pageSize'));
      const content = messages.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((message) => ({ ...message }));
      const totalPages = Math.ceil(messages.length / pageSize);
      return HttpResponse.json({ success: true, value: { content, pageNum, pageSize, totalPages, totalElements: messages.length } });
    }),
    http.put(`*${CALLS.member.readMessages.path}`, async ({ request }) => {
      const { messageIds } = (await request.json()) as { messageIds: number[] };
      for (const message of messages) if (messageIds.includes(message.messageId)) message.read = true;
      return HttpResponse.json({ success: true, value: { count: unread() } });
    }),
    http.get(`*${CALLS.member.unreadMessages.path}`, () => HttpResponse.json({ success: true, value: { count: unread() } })),
  );
  return messages;
}

/** The server writes its one message in the language the call's `Language` header names: Vietnamese, else English. */
function answerInTheAskedLanguage() {
  server.use(
    http.get(`*${CALLS.member.messages.path}`, ({ request }) => {
      const title = request.headers.get('Language') === 'VI' ? 'Thông báo' : 'Notice';
      const content = [{ messageId: 1, title, content: '<p>Hi</p>', createTime: Date.UTC(2024, 0, 1), read: true }];
      return HttpResponse.json({
        success: true,
        value: { content, pageNum: 1, pageSize: MESSAGES_PER_PAGE, totalPages: 1, totalElements: 1 },
      });
    }),
  );
}

describe('platform messages (spec §2 messageV2, §6)', () => {
  it('lists unread messages first; opening one shows its sanitised body and marks it read', async () => {
    await renderAs('member', <MessagesPage />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, true, false, false]);
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { expanded: false }));
    expect(await screen.findByText(/earn/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    await expect.poll(() => screen.getAllByText('New')).toHaveLength(2);
  });

  it('a message’s date is never broken across lines: on a phone it goes whole under a long title', async () => {
    await renderAs('member', <MessagesPage />);
    const summary = within(await screen.findByRole('list')).getAllByRole('button')[0] as HTMLElement;
    const date = summary.querySelector('time') as HTMLElement;
    expect(styleDeclarationsFor(date.parentElement as HTMLElement)).toContain('white-space:nowrap');
    expect(styleDeclarationsFor(summary)).toContain('flex-wrap:wrap');
  });

  it('reading a message leaves the list in place: no message moves, comes or goes when the list is fetched again', async () => {
    const { store } = await renderAs('member', <MessagesPage />);
    const list = await screen.findByRole('list');
    const before = listed(list);
    const unread = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('New')) as HTMLElement;
    const listCalls = record(/MCSFE_getMessageListV2/);
    await userEvent.click(within(unread).getByRole('button'));
    // The read refetches the list (the server lists unread first); wait until that answer is in.
    await waitFor(() => expect(listCalls).toHaveLength(1));
    const page = memberApi.endpoints.getMessages.select({ pageNum: 1, pageSize: MESSAGES_PER_PAGE, language: 'EN' });
    await waitFor(() => expect(page(store.getState()).status).toBe('fulfilled'));
    expect(within(unread).queryByText('New')).not.toBeInTheDocument();
    expect(listed(list)).toEqual(before);
  });

  it('another account logging in over the open page (after an expiry) is shown its own messages, not the ones held for the last', async () => {
    // A fresh sandbox: both accounts with their three unread messages.
    use({});
    const { store } = await renderAs('member', <MessagesPage />);
    const list = await screen.findByRole('list');
    const unread = within(list)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText('New')) as HTMLElement;
    await userEvent.click(within(unread).getByRole('button'));
    await waitFor(() => expect(screen.getAllByText('New')).toHaveLength(2));
    await act(async () => {
      await logInAs(store, 'vip');
      // As the site's session middleware does when another account logs in.
      store.dispatch(baseApi.util.resetApiState());
    });
    await waitFor(() => expect(screen.getAllByText('New')).toHaveLength(3));
  });

  it('"mark all as read" marks every unread message, on every page, not only the page shown', async () => {
    const messages = serveManyMessages(MESSAGES_PER_PAGE + 2);
    await renderAs('member', <MessagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(messages.filter((message) => !message.read)).toEqual([]));
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Notice 12')).toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('"mark all as read" keeps the focus while it works, and a second press sends nothing more', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    let answer: () => void = () => undefined;
    server.use(
      http.put(`*${CALLS.member.readMessages.path}`, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))),
    );
    const reads = record(new RegExp(CALLS.member.readMessages.path));
    await renderAs('member', <MessagesPage />);
    const markAll = await screen.findByRole('button', { name: 'Mark all as read' });
    await userEvent.click(markAll);
    await waitFor(() => expect(reads).toHaveLength(1));
    await userEvent.click(markAll);
    // Busy, not disabled: a disabled button drops the focus to the page (browsers do; jsdom does not).
    expect(markAll).toBeEnabled();
    expect(markAll).toHaveFocus();
    expect(markAll).toHaveAttribute('aria-disabled', 'true');
    expect(markAll).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(reads).toHaveLength(1);
  });

  it('"mark all as read" that leaves nothing unread says so, and that line takes the focus its disabled button had', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    await renderAs('member', <MessagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('All messages are marked as read.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled());
    expect(line).toHaveFocus();
  });

  it('the "all read" line takes the focus for the action only, not again when a failed page of the list comes back', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    await renderAs('member', <MessagesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveFocus());
    server.use(
      http.get(
        `*${CALLS.member.messages.path}`,
        () => HttpResponse.json({ success: false, code: 'E999', message: 'down' }, { status: 500 }),
        { once: true },
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    expect(await screen.findByText('Notice 12')).toBeInTheDocument();
    expect(screen.getByRole('status')).not.toHaveFocus();
  });

  it('a page turned to shows placeholders, busy, until its own messages are in: never the last page’s as its own', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    await renderAs('member', <MessagesPage />);
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    // The next page's answer held back: the sandbox answers it once released.
    let release: () => void = () => undefined;
    const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
    server.use(http.get(`*${CALLS.member.messages.path}`, () => held, { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: false })).toEqual([]);
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    release();
    expect(await screen.findByText('Notice 11')).toBeInTheDocument();
    expect(screen.queryByText('Notice 1')).not.toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });

  it('a page that fails keeps the pager beside its Try again: another page can still be asked for', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    await renderAs('member', <MessagesPage />);
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
    server.use(http.get(`*${CALLS.member.messages.path}`, () => HttpResponse.error(), { once: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByText('Notice 1')).toBeInTheDocument();
  });

  it('a message opened twice before its read is answered is read once', async () => {
    serveManyMessages(MESSAGES_PER_PAGE + 2);
    let answer: () => void = () => undefined;
    server.use(
      http.put(`*${CALLS.member.readMessages.path}`, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), {
        once: true,
      }),
    );
    const reads = record(new RegExp(CALLS.member.readMessages.path));
    await renderAs('member', <MessagesPage />);
    const [summary] = (await screen.findAllByRole('button', { name: /^New/ })) as [HTMLElement];
    await userEvent.click(summary);
    await userEvent.click(summary);
    await userEvent.click(summary);
    answer();
    await waitFor(() => expect(within(summary).queryByText('New')).not.toBeInTheDocument());
    expect(reads).toHaveLength(1);
  });

  it('messages are written in the player’s language: a language switch shows them in the new one', async () => {
    answerInTheAskedLanguage();
    const { setLanguage } = await renderAs('member', <MessagesPage />, { languages: ['EN', 'VI'] });
    expect(await screen.findByText('Notice')).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByText('Thông báo')).toBeInTheDocument();
    expect(screen.queryByText('Notice')).not.toBeInTheDocument();
  });

  it("a page opened in the player's language asks for its messages in that language from the first call", async () => {
    answerInTheAskedLanguage();
    await renderAs('member', <MessagesPage />, { language: 'VI' });
    expect(await screen.findByText('Thông báo')).toBeInTheDocument();
    expect(screen.queryByText('Notice')).not.toBeInTheDocument();
  });

  it('a language switch from an empty list shows placeholders until the new language answers, not "No messages" for it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`*${CALLS.member.messages.path}`, async ({ request }) => {
        const inVietnamese = request.headers.get('Language') === 'VI';
        if (inVietnamese) await held;
        const content = inVietnamese
          ? [{ messageId: 1, title: 'Thông báo', content: '<p>Hi</p>', createTime: Date.UTC(2024, 0, 1), read: true }]
          : [];
        return HttpResponse.json({
          success: true,
          value: { content, pageNum: 1, pageSize: MESSAGES_PER_PAGE, totalPages: 1, totalElements: content.length },
        });
      }),
    );
    const { setLanguage } = await renderAs('member', <MessagesPage />, { languages: ['EN', 'VI'] });
    expect(await screen.findByText('No messages')).toBeInTheDocument();
    setLanguage('VI');
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByText('No messages')).not.toBeInTheDocument();
    release();
    expect(await screen.findByText('Thông báo')).toBeInTheDocument();
  });

  it('the header badge shows the unread count to a member', async () => {
    // demo_vip: the first test read one of demo_member's messages in this file's sandbox.
    await renderAs('vip', <UnreadMessagesBadge onOpen={() => undefined} />);
    expect(await screen.findByRole('button', { name: '3 unread messages' })).toHaveTextContent('3');
  });

  it('a trial account fetches no unread count and shows no badge', async () => {
    const unreadCalls = record(/MCSFE_getUnreadMessageV2/);
    await renderAs('trial', <UnreadMessagesBadge onOpen={() => undefined} />);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(unreadCalls).toEqual([]);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
