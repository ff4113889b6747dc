import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import ChatRoomBody, { CHAT_ROOM_SIZE } from './chat-room-body';

const sandbox = serveSandbox();

function serveVipChannel(path: string) {
  sandbox.server.use(
    http.get('*/wps/system/whitelabel', () =>
      HttpResponse.json({ success: true, value: { whitelabel: [], resources: [], customerService: [{ csType: 'VIP', path }] } }),
    ),
  );
}

/** The chat room as the site opens it: a modal body, which the site's error actions do not reach. */
function openChatRoom(channel?: 'VIP' | 'LIVECHAT') {
  renderWithProviders(<ChatRoomBody props={{ channel }} close={() => undefined} />);
}

describe('the chat room (spec §2, §9; docs/errors.md)', () => {
  it('frames the channel when its page is https or the site’s own', async () => {
    openChatRoom();
    expect(await screen.findByTitle('Chat room')).toBeInTheDocument();
  });

  it('has a header in the brand’s chat header colour (spec §1), its text black or white, whichever reads on it', async () => {
    openChatRoom();
    const header = await screen.findByText('Test Brand customer service');
    expect(testBrand.chatHeaderColor).toBe('#123456');
    const declarations = styleDeclarationsFor(header);
    expect(declarations).toContain('background:#123456');
    // #123456 is dark: white text (11.7:1), not black.
    expect(declarations).toContain('color:#ffffff');
  });

  it('a path neither https nor the site’s reads the invalid-url entry, with a retry (the chat room is customer service itself)', async () => {
    serveVipChannel('http://chat.example.test/vip');
    openChatRoom('VIP');
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.queryByText('The network is abnormal, please try again')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Contact customer service' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
  });

  it("an API error keeps its catalogued message and action, not 'network abnormal'", async () => {
    sandbox.server.use(
      http.get('*/wps/system/routers', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'off' }),
      ),
    );
    openChatRoom();
    expect(await screen.findByText('This function is not enabled')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a call that did not get through reads network abnormal, with a retry', async () => {
    sandbox.server.use(http.get('*/wps/system/routers', () => HttpResponse.error()));
    openChatRoom();
    expect(await screen.findByText('The network is abnormal, please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('Try again keeps the failure and its focus, busy, while the retry runs; when the room comes, the focus goes to it, not the page', async () => {
    let calls = 0;
    sandbox.server.use(
      http.get('*/wps/system/routers', async () => {
        calls += 1;
        if (calls === 1) return HttpResponse.error();
        // The retry takes a while, then the sandbox answers it.
        await delay(200);
        return undefined;
      }),
    );
    openChatRoom();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    expect(retry).toHaveFocus();
    expect(screen.getByText('The network is abnormal, please try again')).toBeInTheDocument();
    const room = await screen.findByTitle('Chat room');
    await waitFor(() => expect(room).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });
});

describe('the chat room size (spec §9)', () => {
  it('spec §9: the in-dialog customer service popup is 440x750', () => {
    expect(CHAT_ROOM_SIZE).toEqual({ width: 440, height: 750 });
  });
});
