import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import MessagesPage from './messages-page';
import { UnreadMessagesBadge } from './unread-messages-badge';

const { record } = serveSandbox();

describe('platform messages (spec §2 messageV2, §6)', () => {
  it('lists unread messages first; opening one shows its sanitised body and marks it read', async () => {
    await renderAs('member', <MessagesPage />);
    const list = await screen.findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('New') !== null)).toEqual([true, true, true, false, false]);
    await userEvent.click(within(items[1] as HTMLElement).getByRole('button', { expanded: false }));
    expect(await screen.findByText(/earn/)).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    await vi.waitFor(() => expect(screen.getAllByText('New')).toHaveLength(2));
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
