import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { CHUNK_RELOAD_KEY } from '../chunks/chunk-loading';
import { SideBar } from './side-bar';

const sandbox = serveSandbox();
// The QR code's chunk cannot be fetched (a dropped connection, a deployment that removed it).
vi.mock('./download-qr-code', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('the side bar (spec §2)', () => {
  it('whose QR code chunk fails keeps its entries and the page up, the code’s place empty', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <main>
        <SideBar />
        <p>The page</p>
      </main>,
    );
    const sideBar = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(await screen.findByRole('button', { name: /customer service/i })).toBeInTheDocument();
    expect(sideBar).toBeInTheDocument();
    expect(screen.getByText('The page')).toBeInTheDocument();
    // The failure is caught (React logs it); a part off the first screen does not reload the site over the page.
    await expect.poll(() => logged).toHaveBeenCalled();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    expect(screen.queryByRole('img', { name: /download/i })).not.toBeInTheDocument();
  });

  it('links Telegram and Facebook only to a page (https or the site’s own): an operator’s javascript: or data: link is no entry', async () => {
    const answer = (await (await fetch(new URL(CALLS.system.permission.path, window.location.origin))).json()) as {
      value: { resources: { resourceType: string; url: string }[] };
    };
    const resources = [
      { resourceType: 'TELEGRAM', url: ['javascript', 'alert(document.cookie)'].join(':') },
      { resourceType: 'TELEGRAM', url: 'https://t.me/brand_support' },
      { resourceType: 'FACEBOOK', url: 'data:text/html,<script>alert(1)</script>' },
    ];
    sandbox.server.use(
      http.get(`*${CALLS.system.permission.path}`, () => HttpResponse.json({ ...answer, value: { ...answer.value, resources } })),
    );
    renderWithProviders(<SideBar />);
    const sideBar = await screen.findByRole('navigation', { name: 'Side menu' });
    expect(await within(sideBar).findByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/brand_support');
    expect(within(sideBar).queryByRole('link', { name: 'Facebook' })).toBeNull();
  });
});
