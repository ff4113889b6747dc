import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../app';

serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

/** Lazy pages, modal bodies and the catalog load on first render (the first test of the file loads them cold): allow a slow CI the time. */
const LOADED = { timeout: 10_000 };
const OFFER = { name: 'Set a deposit limit (optional)' };

async function register(username: string) {
  window.history.pushState({}, '', '/register.html');
  render(<App brand={testBrand} />);
  const dialog = await screen.findByRole('dialog', { name: 'Register' }, LOADED);
  await within(dialog).findByRole('button', { name: 'Create account' }, LOADED);
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#01');
  await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#01');
  await userEvent.type(within(dialog).getByLabelText('Real name'), 'Juan Cruz');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older and agree to the terms and conditions' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
}

describe('responsible gaming: deposit limits offered to a new player', { timeout: 60_000 }, () => {
  it('after a registration the optional deposit-limit step opens, and "not now" skips it', async () => {
    await register('limits01');
    const offer = await screen.findByRole('dialog', OFFER, LOADED);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());
    expect(await within(offer).findByRole('form', { name: 'Deposit limits' }, LOADED)).toBeInTheDocument();
    await userEvent.click(within(offer).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog', OFFER)).not.toBeInTheDocument());
  });

  it('the deposit page offers the limits beside the first deposit to a player who closed the step without answering it', async () => {
    await register('limits02');
    await userEvent.click(await within(await screen.findByRole('dialog', OFFER, LOADED)).findByRole('button', { name: 'Close' }, LOADED));
    await waitFor(() => expect(screen.queryByRole('dialog', OFFER)).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'Deposit' }, LOADED));
    const center = await screen.findByRole('dialog', { name: 'Member center' }, LOADED);
    expect(await within(center).findByRole('region', OFFER, LOADED)).toBeInTheDocument();
  });
});
