import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { CHUNK_RELOAD_KEY } from '../chunks/chunk-loading';
import { SideBar } from './side-bar';

serveSandbox();
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
});
