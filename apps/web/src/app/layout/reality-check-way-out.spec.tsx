import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { logInToSandbox, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../app';

const sandbox = serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** Lazy pages, modal bodies and the catalog load on first render: allow a slow CI the time. */
const LOADED = { timeout: 10_000 };

describe('the reality check over the member center (responsible gaming)', { timeout: 60_000 }, () => {
  it('"My limits" opens the limits page with the center closed, not hidden under it, and the focus on it', async () => {
    await logInToSandbox('demo_member');
    // A 10-minute check, its settings answered once the center is open, on a session a second short of 10 minutes:
    // it comes due over the center however long the page took to get there.
    let centerOpen: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => (centerOpen = resolve));
    sandbox.server.use(
      http.get(`*${CALLS.member.responsibleGaming.path}`, async () => {
        await opened;
        return HttpResponse.json({
          success: true,
          value: { limits: [], realityCheckMinutes: 10, session: { elapsedMs: 10 * 60_000 - 1000, netResult: 0 }, hasDeposited: true },
        });
      }),
    );
    window.history.pushState({}, '', '/promotions');
    render(<App brand={testBrand} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }, LOADED));
    const center = await screen.findByRole('dialog', { name: 'Member center' }, LOADED);
    centerOpen();
    const check = await screen.findByRole('alertdialog', { name: 'Reality check' }, LOADED);
    await userEvent.click(within(check).getByRole('link', { name: 'My limits' }));
    await waitFor(() => expect(window.location.pathname).toBe('/responsibleGaming'));
    await waitFor(() => expect(center).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The focus goes to the page opened, not back to the header's Deposit that opened the center.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});
