import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PERSIST_PREFIX } from '@wl/api-client';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { CUSTOMER_SERVICE_POPUP, useOpenCustomerService, type CustomerServiceChannel } from './use-open-customer-service';

const sandbox = serveSandbox();

function ContactUs({ channel }: { channel?: CustomerServiceChannel }) {
  const open = useOpenCustomerService();
  return <button onClick={() => open(channel)}>Contact</button>;
}

/** A popup that remembers whether its opener was cut before it was pointed anywhere. */
function fakePopup() {
  const popup = {
    opener: window as Window | null,
    openerWhenPointed: undefined as Window | null | undefined,
    location: { replace: vi.fn((_url: string) => void (popup.openerWhenPointed = popup.opener)) },
    close: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

const onSite = (path: string) => `${window.location.origin}${path}`;

function serveVipChannel(path: string) {
  sandbox.server.use(
    http.get('*/wps/system/whitelabel', () =>
      HttpResponse.json({ success: true, value: { whitelabel: [], resources: [], customerService: [{ csType: 'VIP', path }] } }),
    ),
  );
}

/**
 * Each test asks for the settings and routers itself, as a tab without them does. Spec files share a worker, and a
 * late answer to another file's call can store the sandbox's own (its VIP channel) in the tab's storage during a test
 * here, which then reads it rather than its own answer (a CI run took a VIP player there with the settings failing).
 */
beforeEach(() => {
  const getItem = Storage.prototype.getItem;
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(function (this: Storage, key: string) {
    return key.startsWith(`${PERSIST_PREFIX}site.`) ? null : getItem.call(this, key);
  });
});
afterEach(() => vi.restoreAllMocks());

describe('opening customer service', () => {
  it('opens a 440x500 popup at once and points it at the decrypted type 3 path', async () => {
    const { popup, open } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=500');
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service')));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it("cuts the popup's opener before pointing it at the server's page", async () => {
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledOnce());
    expect(popup.openerWhenPointed).toBeNull();
  });

  it('a second Contact Us while the popup is on the service page of another host points it there again', async () => {
    const { popup } = fakePopup();
    // The window already open: cross-origin, its opener cut when it opened, and not settable from here.
    Object.defineProperty(popup, 'opener', {
      get: () => null,
      set: () => {
        throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
      },
    });
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service')));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('opens an https page of another host', async () => {
    serveVipChannel('https://chat.example.test/vip');
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith('https://chat.example.test/vip'));
  });

  it.each([
    ['a script URL', ['javascript', 'alert(document.cookie)'].join(':')],
    ['a plain http page', 'http://chat.example.test/vip'],
  ])('closes the popup, as a failed fetch does, when the server sends %s', async (_kind, path) => {
    serveVipChannel(path);
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalledOnce());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('closes the popup when the routers cannot be fetched', async () => {
    sandbox.server.use(http.get('*/wps/system/routers', () => HttpResponse.error()));
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalledOnce());
    expect(popup.location.replace).not.toHaveBeenCalled();
  });

  it('closes the popup when no router is of type 3', async () => {
    sandbox.server.use(http.get('*/wps/system/routers', () => HttpResponse.json({ success: true, value: [{ type: 1, path: '/' }] })));
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalledOnce());
  });

  it('takes a VIP player to the VIP channel of the settings', async () => {
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service?channel=vip')));
  });

  it('takes a VIP player to live chat where the merchant has no VIP channel', async () => {
    sandbox.server.use(
      http.get('*/wps/system/whitelabel', () =>
        HttpResponse.json({
          success: true,
          value: { whitelabel: [], resources: [], customerService: [{ csType: 'LIVECHAT', path: '/chat' }] },
        }),
      ),
    );
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service')));
  });

  it("takes a VIP player to live chat where the merchant's VIP entry is blank, not to the site itself", async () => {
    serveVipChannel('  ');
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service')));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('takes a VIP player to live chat when the settings cannot be fetched', async () => {
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => HttpResponse.error()));
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.replace).toHaveBeenCalledWith(onSite('/__sandbox/customer-service')));
    expect(popup.close).not.toHaveBeenCalled();
  });
});

describe('the customer service popup size (spec §9)', () => {
  it('spec §9: the general customer service popup is 440x500', () => {
    expect(CUSTOMER_SERVICE_POPUP).toEqual({ width: 440, height: 500 });
  });
});
