import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ErrorActionsContext } from '@wl/ui-kit';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import ChatRoomBody from './chat-room-body';

const sandbox = serveSandbox();

function serveVipChannel(path: string) {
  sandbox.server.use(
    http.get('*/wps/system/whitelabel', () =>
      HttpResponse.json({ success: true, value: { whitelabel: [], resources: [], customerService: [{ csType: 'VIP', path }] } }),
    ),
  );
}

/** The chat room as the site opens it, with the site's customer-service handler standing in. */
function openChatRoom(channel?: 'VIP' | 'LIVECHAT') {
  const contactSupport = vi.fn();
  renderWithProviders(<ChatRoomBody props={{ channel }} close={() => undefined} />, {
    wrapper: (children) => <ErrorActionsContext.Provider value={{ contactSupport }}>{children}</ErrorActionsContext.Provider>,
  });
  return contactSupport;
}

describe('the chat room (spec §2, §9; docs/errors.md)', () => {
  it('frames the channel when its page is https or the site’s own', async () => {
    openChatRoom();
    expect(await screen.findByTitle('Chat room')).toBeInTheDocument();
  });

  it('a path neither https nor the site’s reads the invalid-url entry, with customer service as its action', async () => {
    serveVipChannel('http://chat.example.test/vip');
    const contactSupport = openChatRoom('VIP');
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.queryByText('The network is abnormal, please try again')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledOnce();
  });

  it("an API error keeps its catalogued message and action, not 'network abnormal'", async () => {
    sandbox.server.use(
      http.get('*/wps/system/routers', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'off' }),
      ),
    );
    const contactSupport = openChatRoom();
    expect(await screen.findByText('This function is not enabled')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledOnce();
  });

  it('a call that did not get through reads network abnormal, with a retry', async () => {
    sandbox.server.use(http.get('*/wps/system/routers', () => HttpResponse.error()));
    openChatRoom();
    expect(await screen.findByText('The network is abnormal, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
