import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { authApi } from '@wl/api-client';
import { captchaAnswer, createSessionStore, openFlow, sandboxOutbox, withModules } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { EMAIL_RESEND_SECONDS } from './email-reset';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

/** Opens the forgot-password modal; `path` shows where the flow navigated to. */
async function openForgot() {
  const view = openFlow(AUTH_MODALS.forgotPassword);
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Forgot password' }) };
}

const type = async (dialog: HTMLElement, label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);

const sendResetMail = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));

/** What the dialog's status regions say. */
const statusTexts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('status')
    .map((status) => status.textContent);

/** Moves the clock alone on by `ms` while `check` waits: the page's timers keep their pace, as the countdown reads the clock. */
async function withClockAhead(ms: number, check: () => Promise<unknown>) {
  vi.useFakeTimers({ toFake: ['Date'] });
  try {
    vi.setSystemTime(Date.now() + ms);
    await check();
  } finally {
    vi.useRealTimers();
  }
}

async function lastCode(mobile: string) {
  const { sms } = await sandboxOutbox();
  return sms.findLast((message) => message.to.endsWith(mobile))?.code ?? '';
}

describe('forgot password by e-mail (spec §4, §5)', () => {
  it('the dialog opens on the field the player types first, not on its close button', async () => {
    const { dialog } = await openForgot();
    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toHaveFocus());
  });

  it('needs the username and the e-mail, and says the mail is on its way', async () => {
    const { dialog } = await openForgot();
    await sendResetMail(dialog);
    expect(within(dialog).getAllByText('This field cannot be empty')).toHaveLength(2);
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'member@sandbox.test');
    await sendResetMail(dialog);
    await waitFor(() => expect(statusTexts(dialog)).toContain('We have sent your new password to your e-mail address.'));
  });

  it('"e-mail sent" is said by a status there before it, and the pressed button keeps the focus while it counts down', async () => {
    const resets = sandbox.record(/\/wps\/member\/password\/email$/, () => 1);
    const { dialog } = await openForgot();
    const statuses = within(dialog).getAllByRole('status');
    for (const status of statuses) expect(status).toBeEmptyDOMElement();
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'member@sandbox.test');
    const button = within(dialog).getByRole('button', { name: 'Send reset e-mail' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(statuses.map((status) => status.textContent)).toContain('We have sent your new password to your e-mail address.'),
    );
    expect(button).toHaveAccessibleName('Send again');
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // Unavailable all the same: neither a press nor an Enter in a field sends a second e-mail.
    await userEvent.click(button);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), '{Enter}');
    expect(resets).toHaveLength(1);
  });

  it('once sent, offers no second e-mail (a new password voiding the first) until a countdown has run, and says so', async () => {
    const resets = sandbox.record(/\/wps\/member\/password\/email$/, () => 1);
    const { dialog } = await openForgot();
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'member@sandbox.test');
    await sendResetMail(dialog);
    const button = await within(dialog).findByRole('button', { name: 'Send again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent(`Send again (${EMAIL_RESEND_SECONDS} s)`);
    expect(within(dialog).queryByRole('button', { name: 'Send reset e-mail' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/the password in the e-mail already sent stops working/)).toBeInTheDocument();
    expect(resets).toHaveLength(1);
    await withClockAhead(EMAIL_RESEND_SECONDS * 1000, () => waitFor(() => expect(button).not.toHaveAttribute('aria-disabled')));
    expect(button).toHaveTextContent(/^Send again$/);
  });

  it('closed and opened again within the wait, it still says an e-mail went and counts down the seconds left', async () => {
    const view = await openForgot();
    await type(view.dialog, 'Username', 'demo_member');
    await type(view.dialog, 'E-mail', 'member@sandbox.test');
    await sendResetMail(view.dialog);
    await within(view.dialog).findByRole('button', { name: 'Send again' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
    await view.open(AUTH_MODALS.forgotPassword);
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    const button = within(dialog).getByRole('button', { name: 'Send again' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveTextContent(/^Send again \((59|60) s\)$/);
  });

  it('the counting button keeps its name from tick to tick (the seconds are for the eye only), and a status says once that another e-mail can be asked for', async () => {
    const { dialog } = await openForgot();
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'member@sandbox.test');
    await sendResetMail(dialog);
    const button = await within(dialog).findByRole('button', { name: 'Send again' });
    expect(button).toHaveTextContent(`Send again (${EMAIL_RESEND_SECONDS} s)`);
    // A tick later the seconds seen have moved; the name a screen reader says again on each change has not.
    await waitFor(() => expect(button).toHaveTextContent(`Send again (${EMAIL_RESEND_SECONDS - 1} s)`), { timeout: 2000 });
    expect(button).toHaveAccessibleName('Send again');
    expect(button).toHaveFocus();
    expect(statusTexts(dialog)).not.toContain('You can ask for a new e-mail now.');
    await withClockAhead(EMAIL_RESEND_SECONDS * 1000, () =>
      waitFor(() => expect(statusTexts(dialog)).toContain('You can ask for a new e-mail now.')),
    );
    expect(button).toHaveAccessibleName('Send again');
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('shows the spec §8 message when the username and e-mail do not match', async () => {
    const { dialog } = await openForgot();
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'someone@else.test');
    await sendResetMail(dialog);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The username or e-mail address does not exist.');
  });

  it('a send refused before it goes (an empty e-mail) takes the last call’s failure away: it no longer speaks for the form', async () => {
    const { dialog } = await openForgot();
    await type(dialog, 'Username', 'demo_member');
    await type(dialog, 'E-mail', 'someone@else.test');
    await sendResetMail(dialog);
    await within(dialog).findByRole('alert');
    await userEvent.clear(within(dialog).getByLabelText('E-mail'));
    await sendResetMail(dialog);
    expect(within(dialog).getByLabelText('E-mail')).toHaveFocus();
    expect(within(dialog).queryByText('The username or e-mail address does not exist.')).toBeNull();
  });
});

describe('forgot password by phone (spec §4, §9)', () => {
  async function askForCode(dialog: HTMLElement, mobile: string) {
    await userEvent.click(await within(dialog).findByRole('tab', { name: 'By phone' }));
    await type(dialog, 'Mobile number', mobile);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
  }

  /** The send-code button once its countdown runs: unavailable, the seconds seen beside its unchanged name. */
  async function countingDown(dialog: HTMLElement) {
    const button = within(dialog).getByRole('button', { name: 'Send code' });
    await waitFor(() => expect(button).toHaveTextContent(/^Send code \(\d+ s\)$/));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    return button;
  }

  async function verify(dialog: HTMLElement, mobile: string, code?: string) {
    await askForCode(dialog, mobile);
    // Spec §7: the answer names when the code expires; the countdown runs until then.
    await countingDown(dialog);
    await type(dialog, 'Verification code', code ?? (await lastCode(mobile)));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  }

  async function setNewPassword(dialog: HTMLElement) {
    await type(dialog, 'New password', 'Reset#2025');
    await type(dialog, 'Confirm new password', 'Reset#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
  }

  it('sends a code, verifies it, sets the new password, logs in with it and goes to /', async () => {
    const { dialog, path } = await openForgot();
    await verify(dialog, '9175550101');
    await setNewPassword(dialog);
    await waitFor(() => expect(path()).toBe('/'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
    expect(sessionStorage.getItem('account')).toBe('demo_member');
  });

  it('a login the server wants a captcha for after the reset goes on in the login modal, and the reset is not sent again', async () => {
    // An earlier wrong password: the server asks the next login for a captcha.
    await createSessionStore().dispatch(
      authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Forgot#0000' }),
    );
    const resets = sandbox.record(/\/wps\/member\/password\/verification$/, () => 1);
    const { dialog } = await openForgot();
    await verify(dialog, '9175550101');
    await setNewPassword(dialog);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(within(login).getByLabelText('Username')).toHaveValue('demo_member');
    await userEvent.type(await within(login).findByRole('textbox', { name: 'Captcha' }), await captchaAnswer('demo_member'));
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('demo_member'));
    expect(resets).toHaveLength(1);
  });

  it('after the reset, a new device is asked for its SMS code in the login modal, one code sent', async () => {
    const { dialog } = await openForgot();
    await verify(dialog, '9175550107');
    await setNewPassword(dialog);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    const code = await within(login).findByRole('textbox', { name: 'Verification code' });
    const { sms } = await sandboxOutbox();
    const deviceCodes = sms.filter((message) => message.purpose === 'device');
    expect(deviceCodes).toHaveLength(1);
    await userEvent.type(code, deviceCodes[0]?.code ?? '');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('new_device'));
  });

  it('a device clock minutes off the server’s still counts a sane wait, and says the code was sent', async () => {
    for (const [serverOffsetMs, mobile] of [
      [-10 * 60_000, '9175550101'],
      [60 * 60_000, '9175550103'],
    ] as const) {
      // The server's clock 10 minutes behind the device's (the device's ahead), then an hour ahead of it.
      sandbox.use({ now: () => Date.now() + serverOffsetMs });
      const { dialog, unmount } = await openForgot();
      await askForCode(dialog, mobile);
      await waitFor(() => expect(statusTexts(dialog)).toContain('Code sent. You can ask for a new one in 60 s.'));
      await countingDown(dialog);
      unmount();
    }
  });

  it('a code asked for before the countries have arrived goes to the default dialling code (the server’s first country)', async () => {
    // The countries answer only once the code has been asked for.
    let countriesAsked = () => undefined as void;
    const codeAsked = new Promise<void>((resolve) => (countriesAsked = resolve));
    sandbox.server.use(
      http.get('*/wps/system/country', async () => {
        await codeAsked;
      }),
    );
    const sent = sandbox.record(/\/wps\/verification\/sms\/forgot$/, (request) => request.clone().json());
    const { dialog } = await openForgot();
    await askForCode(dialog, '9175550101');
    countriesAsked();
    await countingDown(dialog);
    expect(await Promise.all(sent)).toEqual([expect.objectContaining({ countryDialingCode: '+63', mobileNum: '9175550101' })]);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a new password of spaces alone is required while the password rules are still on their way, not sent as empty', async () => {
    sandbox.server.use(http.get('*/wps/system/setting/register', () => delay('infinite')));
    const resets = sandbox.record(/\/wps\/member\/password\/verification$/, () => 1);
    const { dialog } = await openForgot();
    await verify(dialog, '9175550101');
    await type(dialog, 'New password', '   ');
    await type(dialog, 'Confirm new password', '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    expect(within(dialog).getByLabelText('New password')).toHaveAccessibleDescription('This field cannot be empty');
    await expectNothingSent(resets);
  });

  it('a refused code sends the player back to it with the reason', async () => {
    const { dialog } = await openForgot();
    await verify(dialog, '9175550101', '000000');
    await setNewPassword(dialog);
    expect(await within(dialog).findByText('Invalid verification code.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('000000');
  });

  it('the focus follows the step shown: on to the new password, and back to the refused code, described by its reason', async () => {
    const { dialog } = await openForgot();
    await verify(dialog, '9175550101', '000000');
    expect(within(dialog).getByLabelText('New password')).toHaveFocus();
    await setNewPassword(dialog);
    expect(await within(dialog).findByText('Invalid verification code.')).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription(/Invalid verification code\./);
  });

  it('back at a refused code, the countdown still runs and the new password typed is kept for the retry', async () => {
    const { dialog, path } = await openForgot();
    await verify(dialog, '9175550101', '000000');
    await setNewPassword(dialog);
    expect(await within(dialog).findByText('Invalid verification code.')).toBeInTheDocument();
    // The code sent is still good, and the server refuses another inside the countdown: "Send code" is not offered yet.
    await countingDown(dialog);
    await userEvent.clear(within(dialog).getByLabelText('Verification code'));
    await type(dialog, 'Verification code', await lastCode('9175550101'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('New password')).toHaveValue('Reset#2025');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('a number the reset refuses as unknown (edited after the code was sent) sends the player back to it, focused, with the mobile number’s message', async () => {
    const { dialog, path } = await openForgot();
    await askForCode(dialog, '9175550101');
    await countingDown(dialog);
    const code = await lastCode('9175550101');
    const mobile = within(dialog).getByLabelText('Mobile number');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9175559999');
    await type(dialog, 'Verification code', code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await setNewPassword(dialog);
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription('No account uses this mobile number.');
    expect(within(dialog).queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
    expect(within(dialog).queryByText('The username or e-mail address does not exist.')).not.toBeInTheDocument();
    // Not stranded: the number put right, the code and the new password typed go through.
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '9175550101');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue(code);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(path()).toBe('/'));
  });

  it('a number the reset refuses as malformed sends the player back to it, focused, with the reason', async () => {
    sandbox.server.use(
      http.post('*/wps/member/password/verification', () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'mobile.format.invalid', message: 'Invalid mobile number' }),
      ),
    );
    const { dialog } = await openForgot();
    await verify(dialog, '9175550101');
    await setNewPassword(dialog);
    const mobile = within(dialog).getByLabelText('Mobile number');
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveAccessibleDescription('Invalid phone number format.');
    expect(within(dialog).queryByRole('button', { name: 'Set new password' })).not.toBeInTheDocument();
  });

  it('switching between e-mail and phone keeps what was typed and the code’s countdown', async () => {
    const { dialog } = await openForgot();
    await type(dialog, 'Username', 'demo_member');
    await askForCode(dialog, '9175550101');
    await countingDown(dialog);
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By e-mail' }));
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By phone' }));
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('9175550101');
    await countingDown(dialog);
  });

  it('has only the e-mail way while phone reset is off', async () => {
    await withModules({ PHONERESET3: false });
    const { dialog } = await openForgot();
    expect(await within(dialog).findByLabelText('E-mail')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
  });
});
