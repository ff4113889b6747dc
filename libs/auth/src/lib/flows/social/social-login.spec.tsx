import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { POPUP_WATCH_MS, socialAuthorizePath } from './social-login';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));
afterEach(() => vi.restoreAllMocks());

/** The provider popup, as far as the opener sees it. */
function fakePopup() {
  const popup = { closed: false } as Window;
  const open = vi.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, open };
}

/** A message posted to the site by `source` (jsdom's MessageEvent takes no stand-in window, so it is set after). */
function postFrom(source: unknown, data: unknown) {
  const event = new MessageEvent('message', { origin: window.location.origin, data });
  Object.defineProperty(event, 'source', { value: source });
  act(() => window.dispatchEvent(event));
}

/** What the sandbox's provider page posts back: it issues the id token when it is served. */
async function providerToken(provider: string): Promise<string> {
  const page = await (await fetch(new URL(socialAuthorizePath(provider as 'google'), window.location.href))).text();
  return /"idToken":"([^"]+)"/.exec(page)?.[1] ?? '';
}

describe('social login (spec §2, §3: login type firebase)', () => {
  it('Google: the popup hands back an id token and the player is logged in', async () => {
    const { popup, open } = fakePopup();
    openFlow(AUTH_MODALS.login, { props: { mode: 'google' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('/wps/social/google/authorize'),
      'social-google',
      expect.stringContaining('popup'),
    );
    const idToken = await providerToken('google');
    postFrom(popup, { type: 'wl-social-login', provider: 'google', idToken });
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('demo_member'));
  });

  it('takes the id token only from the popup it opened, not from another window of the same origin', async () => {
    const { popup } = fakePopup();
    openFlow(AUTH_MODALS.login, { props: { mode: 'google' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Google' }));
    const idToken = await providerToken('google');
    postFrom(window, { type: 'wl-social-login', provider: 'google', idToken });
    // The popup is then closed unused: the player signed in nowhere, and is told so.
    Object.assign(popup, { closed: true });
    expect(
      await within(dialog).findByText('Login failure after popup closed by user', {}, { timeout: POPUP_WATCH_MS * 4 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a popup closed without signing in gets "login failure after popup closed by user"', async () => {
    const { popup } = fakePopup();
    openFlow(AUTH_MODALS.login, { props: { mode: 'facebook' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue with Facebook' }));
    Object.assign(popup, { closed: true });
    expect(
      await within(dialog).findByText('Login failure after popup closed by user', {}, { timeout: POPUP_WATCH_MS * 4 }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
