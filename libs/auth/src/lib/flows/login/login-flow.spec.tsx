import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTRACT } from '@wl/api-client/contract';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { captchaAnswer, openFlow, sandboxOutbox, sentBodies, withModules } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { mustChangePassword } from './complete-login';

/** The sandbox merchant's default password, which its settings (`defaultPassword`) name (docs/demo-accounts.md). */
const DEFAULT_PASSWORD = 'a1234567';

const sandbox = serveSandbox();
// Each test meets a sandbox of its own: failed logins and codes do not carry over.
beforeEach(() => sandbox.use({}));
afterEach(() => vi.useRealTimers());

async function loginDialog() {
  return screen.findByRole('dialog', { name: 'Log in' });
}

async function logIn(username: string, password: string) {
  const dialog = await loginDialog();
  await userEvent.type(within(dialog).getByLabelText('Username'), username);
  await userEvent.type(within(dialog).getByLabelText('Password'), password);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return dialog;
}

describe('login by username and password (spec §4, §5)', () => {
  it('a member logs in: the session is kept in sessionStorage under the spec §3 keys, login info loads, the after-login modal shows', async () => {
    openFlow(AUTH_MODALS.login);
    await logIn('demo_member', 'Member#2024');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toMatch(/\w{16,}/);
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(sessionStorage.getItem('account')).toBe('demo_member');
    // The token and the password never leave sessionStorage; localStorage holds only the device id (and seen notices).
    const stored = JSON.stringify({ ...localStorage });
    expect(stored).not.toContain(sessionStorage.getItem('token'));
    expect(stored).not.toContain('Member#2024');
    expect(Object.keys(localStorage).filter((key) => !['deviceId', 'seenPopupNotices'].includes(key))).toEqual([]);
    expect(document.cookie).toBe('');
  });

  it('an agent logs in with the agent customer type', async () => {
    openFlow(AUTH_MODALS.login);
    await logIn('agent_l41', 'Agent41#2024');
    await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(sessionStorage.getItem('isAgent')).toBe('41');
  });

  it('username and password are required, and trimmed before they are sent', async () => {
    const sent = sentBodies(CONTRACT.auth.login.request);
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getAllByText('This field cannot be empty')).toHaveLength(2);
    await logIn('  demo_member ', ' Member#2024  ');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(sent()).toEqual([expect.objectContaining({ username: 'demo_member', password: 'Member#2024' })]);
  });

  it('the header’s inline form hands over what was typed and the login runs at once', async () => {
    openFlow(AUTH_MODALS.login, { props: { username: 'demo_member', password: 'Member#2024' } });
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('a failed login stops loading, shows the server’s message and asks for a captcha from then on', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await logIn('demo_member', 'wrong-password');
    expect(await within(dialog).findByText('The username or password is incorrect.')).toHaveAttribute('role', 'alert');
    // Loading stops: busy shows as aria-busy and aria-disabled, never `disabled`.
    expect(within(dialog).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    expect(within(dialog).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled');
    // The captcha just asked for is not yet flagged empty: the server's message is the one alert.
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    expect(await within(dialog).findByRole('img', { name: /Captcha image/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,iVBOR/),
    );

    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByText('This field cannot be empty')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Captcha'), await captchaAnswer('demo_member'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('a hand-over from the header for a name the server wants a captcha for shows the captcha and takes the player there, not calling it wrong', async () => {
    const first = openFlow(AUTH_MODALS.login);
    await within(await logIn('demo_member', 'wrong-password')).findByRole('img', { name: /Captcha image/ });
    first.unmount();
    openFlow(AUTH_MODALS.login, { props: { username: 'demo_member', password: 'Member#2024' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const captcha = await within(dialog).findByLabelText('Captcha');
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(within(dialog).queryByText('Invalid captcha, or this domain is not allowed.')).toBeNull();
    expect(captcha).not.toBeInvalid();
    await userEvent.type(captcha, await captchaAnswer('demo_member'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('a wrong captcha is refused on its field and a new image is drawn', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await logIn('demo_member', 'wrong-password');
    const image = await within(dialog).findByRole('img', { name: /Captcha image/ });
    const first = image.getAttribute('src');
    const firstAnswer = await captchaAnswer('demo_member');
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    await userEvent.type(within(dialog).getByLabelText('Captcha'), firstAnswer === '0000' ? '1111' : '0000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Invalid captcha, or this domain is not allowed.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole('img', { name: /Captcha image/ })
          .getAttribute('src'),
      ).not.toBe(first),
    );
  });

  it('draws a new captcha image at most once a second (spec §5, §9), however often it is clicked', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await logIn('demo_member', 'wrong-password');
    await within(dialog).findByRole('img', { name: /Captcha image/ });
    const refresh = within(dialog).getByRole('button', { name: 'Show a new captcha' });
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'false'));
    // The page's clock is the test's from here: it moves only as the test moves it, however slow the machine.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // When, on that clock, each captcha call leaves.
    const captchaCalls = sandbox.record(/\/wps\/captcha(?:\?|$)/, () => Date.now());
    const answered = () => expect.poll(() => refresh.getAttribute('aria-busy')).toBe('false');
    // The first image's second is over: the first click draws at once, the three after it wait out the next second.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    for (let click = 0; click < 4; click += 1) fireEvent.click(refresh);
    await expect.poll(() => captchaCalls).toHaveLength(1);
    await answered();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await expect.poll(() => captchaCalls).toHaveLength(2);
    await answered();
    // Once that second has passed too, the next click draws again, at once: the limit delays, it does not disable.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(refresh);
    await expect.poll(() => captchaCalls).toHaveLength(3);
    // One call a second, the clicks' together: any other would have gone before the last.
    const [first = 0] = captchaCalls;
    expect(captchaCalls.map((at) => at - first)).toEqual([0, 1000, 2000]);
  });

  it('a refused login of a self-excluded account shows why, and offers customer service (the catalogue’s action): a new try meets the same refusal', async () => {
    const contactSupport = vi.fn();
    openFlow(AUTH_MODALS.login, { errorActions: { contactSupport } });
    const dialog = await logIn('self_excluded', 'Excluded#2024');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Access restricted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact customer service' }));
    expect(contactSupport).toHaveBeenCalledOnce();
  });

  it('a wrong password offers no customer service: trying again is the way', async () => {
    openFlow(AUTH_MODALS.login, { errorActions: { contactSupport: vi.fn() } });
    const dialog = await logIn('demo_member', 'Wrong#2024');
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Contact customer service' })).toBeNull();
  });

  it('a login refused before it is sent (an empty field) takes the last call’s failure away: it no longer speaks for the form', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await logIn('demo_member', 'Wrong#2024');
    const failure = (await within(dialog).findByRole('alert')).textContent ?? '';
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getByLabelText('Password')).toHaveFocus();
    expect(within(dialog).queryByText(failure)).toBeNull();
  });
});

describe('after the login (spec §4)', () => {
  it('the first login runs the first-login action, and is welcomed to the site, not welcomed back', async () => {
    const firstLogins = sandbox.record(
      /\/wps\/member\/firstLogin(?:\?|$)/,
      (request) => `${request.method} ${new URL(request.url).pathname}`,
    );
    openFlow(AUTH_MODALS.login);
    await logIn('first_login', 'First#2024');
    await screen.findByRole('dialog', { name: `Welcome to ${testBrand.name}` });
    expect(firstLogins).toContain('POST /wps/member/firstLogin');
  });

  it('the pop-ups a login shows are remembered as seen without the account’s name: no storage lists who logged in (a shared computer)', async () => {
    openFlow(AUTH_MODALS.login);
    await logIn('demo_member', 'Member#2024');
    const welcome = await screen.findByRole('dialog', { name: 'Welcome back' });
    expect(await within(welcome).findByRole('region', { name: 'Welcome to the sandbox' })).toBeInTheDocument();
    // Once the modal has recorded them as seen…
    await waitFor(() => expect(localStorage.getItem('seenPopupNotices')).toContain('200'));
    // …nothing the browser keeps past the session names the account.
    expect(JSON.stringify({ ...localStorage })).not.toContain('demo_member');
  });

  it('the default password forces the change: no old password asked, then login info reloads and the player is on /', async () => {
    const view = openFlow(AUTH_MODALS.login);
    await logIn('default_pw', DEFAULT_PASSWORD);
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(change).getByText('Your password must be changed before you continue.')).toBeInTheDocument();
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('changePassword')).toBe('1');

    await userEvent.type(within(change).getByLabelText('New password'), 'Fresh#2025');
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Fresh#2026');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    expect(within(change).getByText('The confirmation does not match the password')).toBeInTheDocument();

    await userEvent.clear(within(change).getByLabelText('Confirm new password'));
    await userEvent.type(within(change).getByLabelText('Confirm new password'), 'Fresh#2025');
    await userEvent.click(within(change).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(view.path()).toBe('/');
    expect(sessionStorage.getItem('cpw')).toBeNull();
    expect(sessionStorage.getItem('changePassword')).toBeNull();
  });

  it('an expired password forces the change while password expiry is on', async () => {
    openFlow(AUTH_MODALS.login);
    await logIn('expired_pw', 'Expired#2024');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('a pending forced change keeps the password in memory only: no storage or cookie holds it (no `cpw`)', async () => {
    openFlow(AUTH_MODALS.login);
    await logIn('expired_pw', 'Expired#2024');
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    // The held password stands in for the old one, so the form does not ask for it…
    expect(within(change).queryByLabelText('Current password')).not.toBeInTheDocument();
    // …yet it is nowhere a script or a storage dump could read it.
    const stored = [...Object.values({ ...sessionStorage }), ...Object.values({ ...localStorage }), document.cookie];
    expect(stored.filter((value) => value.includes('Expired#2024'))).toEqual([]);
    expect(sessionStorage.getItem('cpw')).toBeNull();
  });

  it('an expired password does not force the change while password expiry is off', async () => {
    await withModules({ PASSWORDEXPIRY3: false });
    openFlow(AUTH_MODALS.login);
    await logIn('expired_pw', 'Expired#2024');
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('decides the forced change by spec §4: default or expired-with-expiry, never for SMS or Firebase logins', () => {
    const expired = { passwordExpired: true, expiryEnabled: true };
    const fresh = { passwordExpired: false, expiryEnabled: false };
    // The default is whatever the merchant's settings name; none named, none forced.
    expect(mustChangePassword({ type: 'username', password: 'Merchant#Start1', defaultPassword: 'Merchant#Start1', ...fresh })).toBe(true);
    expect(mustChangePassword({ type: 'username', password: DEFAULT_PASSWORD, defaultPassword: 'Merchant#Start1', ...fresh })).toBe(false);
    expect(mustChangePassword({ type: 'username', password: DEFAULT_PASSWORD, ...fresh })).toBe(false);
    expect(mustChangePassword({ type: 'username', password: 'Other#1', ...expired })).toBe(true);
    expect(mustChangePassword({ type: 'username', password: 'Other#1', passwordExpired: true, expiryEnabled: false })).toBe(false);
    expect(mustChangePassword({ type: 'username', password: 'Other#1', passwordExpired: false, expiryEnabled: true })).toBe(false);
    expect(mustChangePassword({ type: 'sms', ...expired })).toBe(false);
    expect(mustChangePassword({ type: 'firebase', password: DEFAULT_PASSWORD, defaultPassword: DEFAULT_PASSWORD, ...expired })).toBe(false);
  });
});

describe('login by mobile code (spec §4, §9)', () => {
  it('sends a code, counts down, and logs in with it', async () => {
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    expect(await within(dialog).findByRole('tab', { name: 'With mobile code' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9175550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // Spec §9: minutes × 60 seconds; the sandbox's codes live 5 minutes.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveTextContent('Send code (300 s)'));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    const { sms } = await sandboxOutbox();
    const code = sms.findLast((message) => message.to.endsWith('9175550101'))?.code ?? '';
    await userEvent.type(within(dialog).getByLabelText('Verification code'), code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(sessionStorage.getItem('account')).toBe('demo_member');
  });

  it('sending a code with no number asks for a valid phone number (spec §8 "enter valid phone"), sending nothing', async () => {
    const sends = sandbox.record(/\/wps\/verification\/sms/, (request) => request.url);
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send code' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription('Please enter a valid phone number.'),
    );
    expect(sends).toEqual([]);
  });

  it('shows the send failure as a warning in the server’s words (spec §8) and does not count down', async () => {
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9990000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    // The sandbox's words for a number no account has; never the catalogue's username or e-mail.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No account has this mobile number');
    expect(within(dialog).getByRole('button', { name: 'Send code' })).not.toHaveAttribute('aria-disabled');
  });

  it('a send refused as too many says the server’s wait, not the payment password’s 5 minutes', async () => {
    sandbox.server.use(
      http.post('*/wps/verification/sms/noLogin', () =>
        HttpResponse.json(
          { success: false, value: null, errorCode: 'too.many.requests', message: 'Wait 60 s before asking for another code' },
          { status: 429 },
        ),
      ),
    );
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9175550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Wait 60 s before asking for another code');
  });

  it('a login for a number no account has (edited after the code went) names the mobile number, not a username or e-mail', async () => {
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    const number = await within(dialog).findByLabelText('Mobile number');
    await userEvent.type(number, '9175550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const { sms } = await sandboxOutbox();
    const code = sms.findLast((message) => message.to.endsWith('9175550101'))?.code ?? '';
    await userEvent.clear(number);
    await userEvent.type(number, '9990000000');
    await userEvent.type(within(dialog).getByLabelText('Verification code'), code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No account uses this mobile number.');
  });

  it('switching between the password and mobile-code tabs keeps what was typed in each', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'With mobile code' }));
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9175550101');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'With password' }));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'With mobile code' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9175550101');
  });

  it('the header’s hand-over is tried once: coming back to the password tab does not send it again', async () => {
    const logins = sandbox.record(/\/wps\/session\/login/, (request) => request.url);
    openFlow(AUTH_MODALS.login, { props: { username: 'demo_member', password: 'Wrong#2024' } });
    const dialog = await loginDialog();
    await within(dialog).findByRole('alert');
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'With mobile code' }));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'With password' }));
    // A login the player sends afterwards: one the return sent would have gone before it.
    const password = within(dialog).getByLabelText('Password');
    await userEvent.clear(password);
    await userEvent.type(password, 'Member#2024');
    await userEvent.type(within(dialog).getByLabelText('Captcha'), await captchaAnswer('demo_member'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
    expect(logins).toHaveLength(2);
  });

  it('has no mobile-code tab while the module is off', async () => {
    await withModules({ MOBILECODELOGIN3: false });
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await loginDialog();
    expect(await within(dialog).findByLabelText('Username')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});
