import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { selectCanOpenMemberCenter } from '@wl/session';
import { forcedPasswordChange } from '../common/session-start';
import { operatingSystem } from './free-trial';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('free trial (spec §4, §6)', () => {
  it('starts a trial session, loads login info, forgets a held password (spec `cpw`) and lands on /', async () => {
    const loginInfoCalls = sandbox.record(/\/wps\/member\/loginInfo(?:\?|$)/);
    forcedPasswordChange.start('left-over');
    const view = openFlow(AUTH_MODALS.login, { props: { mode: 'freeTrial' } });
    await waitFor(() => expect(view.path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStorage.getItem('isAgent')).toBe('4');
    expect(forcedPasswordChange.storedPassword()).toBeNull();
    expect(loginInfoCalls.length).toBeGreaterThan(0);
    // Spec §6: a trial account is refused the member center.
    expect(selectCanOpenMemberCenter(view.store.getState())).toBe(false);
  });

  it('a refused trial stays in the modal with the reason and a retry', async () => {
    sandbox.server.use(
      http.post('*/wps/session/login/freeplay', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'Off' }),
      ),
    );
    openFlow(AUTH_MODALS.login, { props: { mode: 'freeTrial' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This function is not enabled');
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
