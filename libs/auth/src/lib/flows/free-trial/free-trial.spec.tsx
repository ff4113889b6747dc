import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { selectCanOpenMemberCenter } from '@wl/session';
import { forcedPasswordChange } from '../common/session-start';
import { operatingSystem } from './free-trial';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('free trial (spec §4, §6)', () => {
  it('starts a trial session, loads login info and lands on /', async () => {
    const loginInfoCalls = sandbox.record(/\/wps\/member\/loginInfo(?:\?|$)/);
    const view = openFlow(AUTH_MODALS.login, { props: { mode: 'freeTrial' } });
    await waitFor(() => expect(view.path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    expect(loginInfoCalls.length).toBeGreaterThan(0);
    // Spec §6: a trial account is refused the member center.
    expect(selectCanOpenMemberCenter(view.store.getState())).toBe(false);
  });

  it('a trial has no password to change (spec §4 `cpw`): a default-password login answered while the trial starts leaves it none pending or held', async () => {
    // The login popup closed while its default-password login was still out, then the free trial chosen: the login
    // answers first (a forced change for that member), the trial last.
    const app = createSandboxApp();
    const gate = () => {
      let open = () => undefined as void;
      const opened = new Promise<void>((resolve) => (open = resolve));
      return { open, opened };
    };
    const login = gate();
    const trial = gate();
    const logins = sandbox.record(/\/wps\/session\/login$/);
    const trials = sandbox.record(/\/wps\/session\/login\/freeplay$/);
    sandbox.server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        await login.opened;
        return app.fetch(request);
      }),
      http.post('*/wps/session/login/freeplay', async ({ request }) => {
        await trial.opened;
        return app.fetch(request);
      }),
      ...sandboxHandlers(app),
    );
    const view = openFlow(AUTH_MODALS.login, { resumeForcedChange: true });
    const popup = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(popup).getByLabelText('Username'), 'default_pw');
    await userEvent.type(within(popup).getByLabelText('Password'), 'a1234567');
    await userEvent.click(within(popup).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(logins).toHaveLength(1));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    view.open(AUTH_MODALS.login, { mode: 'freeTrial' });
    await waitFor(() => expect(trials).toHaveLength(1));
    login.open();
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    trial.open();
    await waitFor(() => expect(sessionStorage.getItem('isAgent')).toBe('4'));
    await waitFor(() => expect(view.path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A change left pending would open over the trial at its next reload, and hold its game launches.
    expect(forcedPasswordChange.isPending()).toBe(false);
    expect(forcedPasswordChange.storedPassword()).toBeNull();
  });

  it('a refused trial stays in its modal, named Free trial, with the reason and a retry', async () => {
    sandbox.server.use(
      http.post('*/wps/session/login/freeplay', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'Off' }),
      ),
    );
    openFlow(AUTH_MODALS.login, { props: { mode: 'freeTrial' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This function is not enabled');
    // Named for what it does: the trial asks for no login.
    expect(screen.getByRole('dialog', { name: 'Free trial' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-disabled');
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('a retry keeps the reason and its pressed Try again on screen, busy and focused, until a second refusal', async () => {
    let answer = () => undefined as void;
    let held: Promise<void> | null = null;
    sandbox.server.use(
      http.post('*/wps/session/login/freeplay', async () => {
        await held;
        return HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'Off' });
      }),
    );
    openFlow(AUTH_MODALS.login, { props: { mode: 'freeTrial' } });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    held = new Promise<void>((resolve) => (answer = resolve));
    await userEvent.click(retry);
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    expect(retry).toHaveAttribute('aria-busy', 'true');
    expect(retry).not.toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('This function is not enabled');
    answer();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-busy'));
    expect(retry).toBeInTheDocument();
    expect(retry).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('This function is not enabled');
  });

  it('tells the server the player’s operating system', () => {
    expect(operatingSystem('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('ANDROID');
    expect(operatingSystem('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('IOS');
    expect(operatingSystem('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('WINDOWS');
    expect(operatingSystem('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)')).toBe('MACOS');
    expect(operatingSystem('Mozilla/5.0 (X11; Linux x86_64)')).toBe('LINUX');
    expect(operatingSystem('curl/8')).toBe('OTHER');
  });
});
