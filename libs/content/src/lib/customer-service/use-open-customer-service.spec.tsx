import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { useOpenCustomerService, type CustomerServiceChannel } from './use-open-customer-service';

const sandbox = serveSandbox();

function ContactUs({ channel }: { channel?: CustomerServiceChannel }) {
  const open = useOpenCustomerService();
  return <button onClick={() => open(channel)}>Contact</button>;
}

function fakePopup() {
  const popup = { location: { href: '' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

afterEach(() => vi.restoreAllMocks());

describe('opening customer service', () => {
  it('opens a 440x500 popup at once and points it at the decrypted type 3 path', async () => {
    const { popup, open } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    expect(open).toHaveBeenCalledWith('', 'customer-service', 'width=440,height=500');
    await waitFor(() => expect(popup.location.href).toBe('/__sandbox/customer-service'));
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the popup when the routers cannot be fetched', async () => {
    sandbox.server.use(http.get('*/wps/system/routers', () => HttpResponse.error()));
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.close).toHaveBeenCalledOnce());
    expect(popup.location.href).toBe('');
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
    await waitFor(() => expect(popup.location.href).toBe('/__sandbox/customer-service?channel=vip'));
  });

  it('takes a VIP player to live chat where the merchant has no VIP channel', async () => {
    sandbox.server.use(
      http.get('*/wps/system/whitelabel', () =>
        HttpResponse.json({ success: true, value: { whitelabel: [], resources: [], customerService: [{ csType: 'LIVECHAT', path: '/chat' }] } }),
      ),
    );
    const { popup } = fakePopup();
    renderWithProviders(<ContactUs channel="VIP" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Contact' }));
    await waitFor(() => expect(popup.location.href).toBe('/__sandbox/customer-service'));
  });
});
