import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Provider } from 'react-redux';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT } from '@wl/api-client/contract';
import { createSandboxApp, sandboxHandlers } from '@wl/sandbox-api';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { renderWithProviders } from '@wl/testing';
import { sessionSlice } from '@wl/session';
import { ModalProvider, useModals } from '@wl/ui-kit';
import { createSessionStore, flowModals, openFlow, sentBodies } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { forcedPasswordChange } from '../common/session-start';
import { useResumeForcedPasswordChange } from './resume-forced-change';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

const type = async (dialog: HTMLElement, label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);

/** A member logged in through the login modal, then opening the change-password modal from the member center. */
async function loggedInMember() {
  const view = openFlow(AUTH_MODALS.login);
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await type(login, 'Username', 'demo_member');
  await type(login, 'Password', 'Member#2024');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  await screen.findByRole('dialog', { name: 'Welcome back' });
  view.open(AUTH_MODALS.changePassword);
  return { view, dialog: await screen.findByRole('dialog', { name: 'Change password' }) };
}

describe('change password (spec §4, §5)', () => {
  it('asks for the old password when the stored one is unknown, and says by it when it is wrong', async () => {
    const { dialog } = await loggedInMember();
    await type(dialog, 'Current password', 'Not#mine1');
    await type(dialog, 'New password', 'Fresh#2025');
    await type(dialog, 'Confirm new password', 'Fresh#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('The current password is not correct.'),
    );
    expect(within(dialog).queryByText('The username or password is incorrect.')).not.toBeInTheDocument();
  });

  it('a change refused before it is sent (an empty confirmation) takes the last call’s failure away: it no longer speaks for the form', async () => {
    sandbox.server.use(
      http.post('*/wps/member/password', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'function.not.available', message: 'Off' }),
      ),
    );
    const { dialog } = await loggedInMember();
    await type(dialog, 'Current password', 'Member#2024');
    await type(dialog, 'New password', 'Fresh#2025');
    await type(dialog, 'Confirm new password', 'Fresh#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const failure = (await within(dialog).findByRole('alert')).textContent ?? '';
    await userEvent.clear(within(dialog).getByLabelText('Confirm new password'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('Confirm new password')).toHaveFocus();
    expect(within(dialog).queryByText(failure)).toBeNull();
  });

  it('the new password follows the password rule and the confirmation must equal it', async () => {
    const { dialog } = await loggedInMember();
    await type(dialog, 'New password', 'a b');
    await type(dialog, 'Confirm new password', 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByText('This field cannot be empty')).toBeInTheDocument();
    expect(await within(dialog).findByText('Use 6 to 20 letters, digits or symbols, without spaces')).toBeInTheDocument();
    expect(within(dialog).getByText('The confirmation does not match the password')).toBeInTheDocument();
  });

  it('the new password must differ from the current one, and no change is sent that keeps it', async () => {
    const changes = sandbox.record(/\/wps\/member\/password$/, () => 1);
    const { dialog } = await loggedInMember();
    await type(dialog, 'Current password', 'Member#2024');
    await type(dialog, 'New password', 'Member#2024');
    await type(dialog, 'Confirm new password', 'Member#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'The new password must be different from the current one.',
    );
    await expectNothingSent(changes);
  });

  it('a new password typed with spaces around it is set without them, as the login that trims it will read it', async () => {
    const { view, dialog } = await loggedInMember();
    await type(dialog, 'Current password', 'Member#2024');
    await type(dialog, 'New password', '  Fresh#2025 ');
    await type(dialog, 'Confirm new password', 'Fresh#2025');
    const sent = sentBodies(CONTRACT.auth.changePassword.request);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await within(dialog).findByText(/Your password has been changed/);
    await waitFor(() => expect(view.path()).toBe('/'));
    // Read as it left the page: the sandbox's own check would trim a password sent with its spaces.
    expect(sent()).toEqual([expect.objectContaining({ newPassword: 'Fresh#2025', confirmNewPassword: 'Fresh#2025' })]);
  });

  it('passwords of spaces alone are required while the password rules are still on their way, not sent as empty', async () => {
    sandbox.server.use(http.get('*/wps/system/setting/register', () => delay('infinite')));
    const changes = sandbox.record(/\/wps\/member\/password$/, () => 1);
    const { dialog } = await loggedInMember();
    await type(dialog, 'Current password', '  ');
    await type(dialog, 'New password', '   ');
    await type(dialog, 'Confirm new password', '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('Current password')).toHaveAccessibleDescription('This field cannot be empty');
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription('This field cannot be empty');
    await expectNothingSent(changes);
  });

  it('a forced change cannot keep the default password, in the player’s words rather than the server’s', async () => {
    openFlow(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await type(login, 'Username', 'default_pw');
    await type(login, 'Password', 'a1234567');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await type(dialog, 'New password', 'a1234567');
    await type(dialog, 'Confirm new password', 'a1234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription(
      'The new password must be different from the current one.',
    );
  });

  it('after a change login info reloads and the player goes to /; the dialog says the password changed, with the focus, until closed', async () => {
    const { view, dialog } = await loggedInMember();
    await type(dialog, 'Current password', 'Member#2024');
    await type(dialog, 'New password', 'Fresh#2025');
    await type(dialog, 'Confirm new password', 'Fresh#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    const done = await within(dialog).findByText('Your password has been changed. Use the new one the next time you log in.');
    expect(done).toHaveRole('status');
    await waitFor(() => expect(done).toHaveFocus());
    expect(view.path()).toBe('/');
    // The dialog's own close button is the way on.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
  });
});

describe('a forced change belongs to its session (docs/decisions.md: a shared computer must not keep showing it)', () => {
  async function forcedChange() {
    const view = openFlow(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await type(login, 'Username', 'default_pw');
    await type(login, 'Password', 'a1234567');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    return { view, dialog: await screen.findByRole('dialog', { name: 'Change password' }) };
  }

  it('can be left by signing out: the session ends on the server and here, the change closes and the player goes home', async () => {
    const logouts = sandbox.record(/\/wps\/session\/logout$/, (request) => request.headers.get('Authorization'));
    const { view, dialog } = await forcedChange();
    const token = sessionStorage.getItem('token');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    // The server is told with the session's own token, so closing the tab afterwards leaves no session alive there.
    expect(logouts).toEqual([expect.stringContaining(token as string)]);
    expect(sessionStorage.getItem('token')).toBeNull();
    expect(forcedPasswordChange.isPending()).toBe(false);
    expect(forcedPasswordChange.storedPassword()).toBeNull();
    await waitFor(() => expect(view.path()).toBe('/'));
  });

  it('closes when the server ends the session, rather than staying undismissable over a guest', async () => {
    const { dialog } = await forcedChange();
    await fetch(new URL('/__sandbox/sessions/expire', window.location.href), { method: 'POST' });
    await type(dialog, 'New password', 'Fresh#2025');
    await type(dialog, 'Confirm new password', 'Fresh#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(forcedPasswordChange.isPending()).toBe(false);
  });

  it('is not shown to whoever logs in next on the same screen, nor holds the last player’s password for them', async () => {
    const { view } = await forcedChange();
    act(() => void view.store.dispatch(sessionSlice.actions.sessionExpired()));
    view.open(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await type(login, 'Username', 'demo_member');
    await type(login, 'Password', 'Member#2024');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    expect(forcedPasswordChange.storedPassword()).toBeNull();
  });
});

describe('a pending forced change (spec §4)', () => {
  function Site({ loginOpen = false }: { loginOpen?: boolean }) {
    useResumeForcedPasswordChange();
    const { open } = useModals();
    useEffect(() => {
      if (loginOpen) open(AUTH_MODALS.login);
    }, [loginOpen, open]);
    return (
      <h1>
        <FormattedMessage id="auth.login.title" />
      </h1>
    );
  }
  const renderSite = ({ loginOpen = false } = {}) =>
    renderWithProviders(<Site loginOpen={loginOpen} />, {
      wrapper: (children) => (
        <Provider store={createSessionStore()}>
          <ModalProvider registry={flowModals}>{children}</ModalProvider>
        </Provider>
      ),
    });

  /**
   * The default password's login, answered as a first login too, whose first-login call waits until
   * `answerFirstLogin()`: the window in which the session is stored and the login popup still open.
   */
  function slowFirstLoginOnDefaultPassword() {
    const app = createSandboxApp();
    let answerFirstLogin = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answerFirstLogin = resolve;
    });
    sandbox.server.use(
      http.post('*/wps/session/login', async ({ request }) => {
        const body = await (await app.fetch(request)).json();
        return HttpResponse.json(body.success ? { ...body, value: { ...body.value, firstTimeLogin: true } } : body);
      }),
      http.post('*/wps/member/firstLogin', async ({ request }) => {
        await answered;
        return app.fetch(request);
      }),
      ...sandboxHandlers(app),
    );
    return { answerFirstLogin };
  }

  async function logInOnDefaultPassword() {
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await type(login, 'Username', 'default_pw');
    await type(login, 'Password', 'a1234567');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    return login;
  }

  it('a reload during the first-login call cannot skip it: the session is stored with the change already pending', async () => {
    slowFirstLoginOnDefaultPassword();
    const view = renderSite({ loginOpen: true });
    await logInOnDefaultPassword();
    // The player reloads while the first-login call is still out.
    view.unmount();
    forcedPasswordChange.forgetPassword();
    renderSite();
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('opens once the login popup has closed, not over it while the login finishes', async () => {
    const { answerFirstLogin } = slowFirstLoginOnDefaultPassword();
    renderSite({ loginOpen: true });
    const login = await logInOnDefaultPassword();
    expect(login).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    answerFirstLogin();
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('opens again after a reload while logged in, and asks for the old password the reload forgot (spec §5)', async () => {
    // What a reload leaves: the session and the pending flag in sessionStorage, no password in memory.
    forcedPasswordChange.start('a1234567');
    forcedPasswordChange.forgetPassword();
    sessionStorage.setItem('token', 'tok-0000000000000001');
    sessionStorage.setItem('isAgent', '0');
    renderSite();
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText('Your password must be changed before you continue.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Current password')).toBeInTheDocument();
  });

  it('stays shut for a guest', async () => {
    forcedPasswordChange.start('a1234567');
    renderSite();
    await screen.findByRole('heading', { name: 'Log in' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
