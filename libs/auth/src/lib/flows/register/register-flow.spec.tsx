import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, type RegisterRequest } from '@wl/api-client';
import { CONTRACT } from '@wl/api-client/contract';
import { createSandboxApp } from '@wl/sandbox-api';
import { PATTERN_KINDS } from '@wl/forms';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { captchaAnswer, createSessionStore, openFlow, sandboxOutbox, sentBodies, withModules } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { OPTIONAL_REGISTER_FIELDS } from './register-fields';
import { registerPayload, type RegisterInput } from './register-payload';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

/** Opens the register modal and waits for its form (the server's settings are in). */
async function openRegister(options?: Parameters<typeof openFlow>[1]) {
  openFlow(AUTH_MODALS.register, options);
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('button', { name: 'Create account' });
  return dialog;
}

/** The merchant's register settings with the captcha switched on (the sandbox's own answer otherwise). */
function captchaOn() {
  const app = createSandboxApp();
  sandbox.server.use(
    http.get('*/wps/system/setting/register', async ({ request }) => {
      const body = await (await app.fetch(request)).json();
      return HttpResponse.json({ ...body, value: { ...body.value, captcha: { ...body.value.captcha, enabled: true } } });
    }),
  );
}

const type = async (dialog: HTMLElement, label: string, text: string) => userEvent.type(within(dialog).getByLabelText(label), text);

/** Types the password and its confirmation, the real name where given, and ticks the 18+ agreement. */
async function typePasswordAndAgree(dialog: HTMLElement, { realName }: { realName?: string } = {}) {
  await type(dialog, 'Password', 'Secret#01');
  await type(dialog, 'Confirm password', 'Secret#01');
  if (realName) await type(dialog, 'Real name', realName);
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older and agree to the terms and conditions' }));
}

const createAccount = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));

/** The register modal closes once the player is registered and logged in. */
const registerClosed = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());

const byMobileNumber = async (dialog: HTMLElement) => userEvent.click(await within(dialog).findByRole('tab', { name: 'By mobile number' }));

const captchaImage = (dialog: HTMLElement) => within(dialog).findByRole('img', { name: /Captcha image/ });

/** The username each captcha is drawn for, from now on. */
const recordCaptchas = () => sandbox.record(/\/wps\/captcha(?:\?|$)/, (request) => new URL(request.url).searchParams.get('username'));

const sentRegistrations = () => sentBodies(CONTRACT.auth.register.request);

/** An account registered straight through the API, so that its username is taken. */
async function registerThroughApi(username: string) {
  const empty = Object.fromEntries(
    [...OPTIONAL_REGISTER_FIELDS, 'dialingCode', 'mobileNum', 'code', 'captcha', 'affiliateCode'].map((field) => [field, '']),
  ) as RegisterInput['values'];
  const { request } = registerPayload({
    mode: 'username',
    values: { ...empty, username, password: 'Secret#01', confirmPassword: 'Secret#01' },
    shown: [],
    withPassword: true,
    smsVerification: false,
    captcha: false,
    referralCode: '',
    page: { href: window.location.href, host: window.location.host },
  });
  await createSessionStore()
    .dispatch(authApi.endpoints.register.initiate(request as RegisterRequest))
    .unwrap();
}

describe('register by username (spec §4, §5)', () => {
  it('registers with the server’s rules, logs in, loads login info and closes', async () => {
    const dialog = await openRegister();
    await type(dialog, 'Username', 'newplayer01');
    await typePasswordAndAgree(dialog, { realName: 'Juan Cruz' });
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('newplayer01');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
  });

  it('a username typed with a space after it is checked and registered as sent, without it', async () => {
    const sent = sentRegistrations();
    const dialog = await openRegister();
    await type(dialog, 'Username', 'spaceduser01 ');
    await typePasswordAndAgree(dialog);
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('spaceduser01');
    // Read as it left the page: the sandbox's own check would trim a name sent with its space.
    expect(sent()).toEqual([expect.objectContaining({ username: 'spaceduser01' })]);
  });

  it('a password typed with spaces around it is registered without them, as the login that trims it will read it', async () => {
    const dialog = await openRegister();
    await type(dialog, 'Username', 'spacedpass01');
    await type(dialog, 'Password', ' Secret#01  ');
    await type(dialog, 'Confirm password', 'Secret#01');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older and agree to the terms and conditions' }));
    const sent = sentRegistrations();
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('spacedpass01');
    // Read as it left the page: the sandbox's own check would trim a password sent with its spaces.
    expect(sent()).toEqual([expect.objectContaining({ password: 'Secret#01', confirmPassword: 'Secret#01' })]);
  });

  it('an optional mobile number goes with the dialling code chosen beside it, as in mobile mode (spec §3 countryDialingCode)', async () => {
    const sent = sentRegistrations();
    const dialog = await openRegister();
    await type(dialog, 'Username', 'withmobile01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '9171234599');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Country code' }));
    await userEvent.click(await within(dialog).findByRole('option', { name: 'Vietnam \u2066+84\u2069' }));
    await typePasswordAndAgree(dialog);
    await createAccount(dialog);
    await registerClosed();
    expect(sent()).toEqual([expect.objectContaining({ username: 'withmobile01', mobileNum: '9171234599', countryDialingCode: '+84' })]);
  });

  it('an optional mobile number typed in Persian or Arabic-Indic digits is read, checked and sent as ASCII digits', async () => {
    const sent = sentRegistrations();
    const dialog = await openRegister();
    await type(dialog, 'Username', 'persianmobile01');
    const number = within(dialog).getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '۹۱۷۱۲۳٤٥٩٩');
    expect(number).toHaveValue('9171234599');
    await typePasswordAndAgree(dialog);
    await createAccount(dialog);
    await registerClosed();
    expect(sent()).toEqual([expect.objectContaining({ username: 'persianmobile01', mobileNum: '9171234599' })]);
  });

  it('a QQ or WhatsApp number and the payment password typed in Persian or Arabic-Indic digits are read as ASCII digits', async () => {
    // The merchant asks for them (the sandbox's settings leave them off).
    const app = createSandboxApp();
    sandbox.server.use(
      http.get('*/wps/system/setting/register', async ({ request }) => {
        const body = await (await app.fetch(request)).json();
        const on = (field: string) => ({ ...body.value[field], enabled: true });
        return HttpResponse.json({
          ...body,
          value: { ...body.value, qqNum: on('qqNum'), whatsapp: on('whatsapp'), paymentPassword: on('paymentPassword') },
        });
      }),
    );
    const dialog = await openRegister();
    for (const label of ['QQ number', 'WhatsApp number']) {
      const field = within(dialog).getByLabelText(label);
      await userEvent.type(field, '۱۲۳٤٥۶');
      expect(field).toHaveValue('123456');
    }
    const paymentPassword = within(dialog).getByLabelText('Payment password');
    await userEvent.type(paymentPassword, '۲۴۶۸۱۰');
    expect(paymentPassword).toHaveValue('246810');
  });

  it('shows each field’s first message from its server rule, and the 18+ agreement', async () => {
    const dialog = await openRegister();
    await type(dialog, 'Username', '1abc');
    await type(dialog, 'E-mail', 'not-an-email');
    await createAccount(dialog);
    expect(within(dialog).getByText('Use 6 to 16 letters or digits, starting with a letter')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid e-mail address of 6 to 64 characters')).toBeInTheDocument();
    expect(within(dialog).getAllByText('This field cannot be empty')).toHaveLength(2);
    expect(within(dialog).getByText('You must be 18 or older and agree to the terms')).toBeInTheDocument();
    // Optional fields left empty pass: only those above speak.
    const invalid = [...dialog.querySelectorAll('[aria-invalid="true"]')].map((input) => input.getAttribute('name'));
    expect(invalid).toEqual(['username', 'password', 'confirmPassword', 'email', 'agreed']);
  });

  it('says the username’s and the password’s rules before they are broken, and each once beside its refusal', async () => {
    const dialog = await openRegister();
    const username = within(dialog).getByRole('textbox', { name: 'Username' });
    expect(username).toHaveAccessibleDescription('Use 6 to 16 letters or digits, starting with a letter');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveAccessibleDescription(/^Use \d+ to \d+/);
    await type(dialog, 'Username', '1abc');
    await createAccount(dialog);
    expect(within(dialog).getAllByText('Use 6 to 16 letters or digits, starting with a letter')).toHaveLength(1);
  });

  it('the dialog opens on the name the account is made by, as the login’s opens on its first field', async () => {
    const dialog = await openRegister();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Username' })).toHaveFocus());
  });

  it('says which fields are optional (the server’s settings) and marks the others required: no refusal needed to learn it', async () => {
    const dialog = await openRegister();
    for (const name of ['Username', 'Password', 'Confirm password']) {
      expect(within(dialog).getByLabelText(name, { exact: true })).toHaveAttribute('aria-required', 'true');
    }
    expect(within(dialog).getByRole('checkbox')).toHaveAttribute('aria-required', 'true');
    const birthday = within(dialog).getByLabelText('Date of birth');
    expect(birthday).toHaveAttribute('aria-required', 'false');
    expect(birthday).toHaveAccessibleDescription('Optional');
  });

  it('a password field shows what was typed at the player’s asking, and hides it again', async () => {
    const dialog = await openRegister();
    const password = within(dialog).getByLabelText('Password');
    await type(dialog, 'Password', 'Secret#2024');
    const [show] = within(dialog).getAllByRole('button', { name: 'Show password' });
    await userEvent.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(show).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(show);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('date of birth: a picker that stops at the brand age, and a player younger than 21 refused by a 21+ brand', async () => {
    const dialog = await openRegister({ brand: { ...testBrand, minimumAge: 21 } });
    const birthday = within(dialog).getByLabelText('Date of birth');
    expect(birthday).toHaveAttribute('type', 'date');
    const latest = birthday.getAttribute('max') ?? '';
    const [year, month, day] = latest.split('-').map(Number);
    expect(new Date().getFullYear() - year).toBe(21);
    const tooYoung = new Date(year, month - 1, day + 1);
    const tooYoungDay = `${tooYoung.getFullYear()}-${String(tooYoung.getMonth() + 1).padStart(2, '0')}-${String(tooYoung.getDate()).padStart(2, '0')}`;
    await userEvent.type(birthday, tooYoungDay);
    await createAccount(dialog);
    expect(within(dialog).getByText('You must be 21 or older')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'I am 21 or older and agree to the terms and conditions' })).toBeInTheDocument();
    await userEvent.clear(birthday);
    await userEvent.type(birthday, latest);
    expect(within(dialog).queryByText('You must be 21 or older')).not.toBeInTheDocument();
  });

  it("date of birth under a rule of kind MM-dd-yyyy (spec §5 kind 14): the picker's yyyy-MM-dd date is checked month first, not refused", async () => {
    const app = createSandboxApp();
    const { pattern, patternId } = PATTERN_KINDS.dateMonthDayYear;
    sandbox.server.use(
      http.get('*/wps/system/setting/register', async ({ request }) => {
        const body = await (await app.fetch(request)).json();
        return HttpResponse.json({
          ...body,
          value: { ...body.value, birthday: { ...body.value.birthday, acceptedPattern: pattern, patternId } },
        });
      }),
    );
    const dialog = await openRegister();
    const birthday = within(dialog).getByLabelText('Date of birth');
    await userEvent.type(birthday, '1990-05-21');
    await createAccount(dialog);
    // The submit marked the fields it refused; the date is not one of them.
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(birthday).not.toHaveAttribute('aria-invalid', 'true');
    // No error: only its word that it is optional.
    expect(birthday).toHaveAccessibleDescription('Optional');
  });

  it('failed register settings show the catalogued message and a retry that brings the form, not "Loading…" for good', async () => {
    sandbox.server.use(http.get('*/wps/system/setting/register', () => HttpResponse.error(), { once: true }));
    openFlow(AUTH_MODALS.register);
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The network is abnormal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('button', { name: 'Create account' })).toBeInTheDocument();
  });

  it('shows only the optional fields the server enables', async () => {
    const dialog = await openRegister();
    for (const label of ['Real name', 'Nickname', 'E-mail', 'Mobile number', 'Date of birth', 'Affiliate code']) {
      // The mobile mode's number is there too, hidden with its tab's fields.
      expect(
        within(dialog)
          .getAllByLabelText(label)
          .filter((field) => !field.closest('[hidden]')),
      ).toHaveLength(1);
    }
    for (const label of ['QQ number', 'WeChat ID', 'LINE ID', 'WhatsApp number', 'Payment password', 'Captcha']) {
      expect(within(dialog).queryByLabelText(label)).not.toBeInTheDocument();
    }
  });

  it('asks for the captcha when the server enables it, drawn for the username typed', async () => {
    captchaOn();
    const dialog = await openRegister();
    await type(dialog, 'Username', 'captcha01');
    await userEvent.tab();
    expect(await captchaImage(dialog)).toBeInTheDocument();
    await createAccount(dialog);
    expect(within(dialog).getByLabelText('Captcha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('draws the captcha once the mobile number is typed, not for each digit (spec §5: at most once a second)', async () => {
    captchaOn();
    const captchas = recordCaptchas();
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9171234567');
    await userEvent.tab();
    expect(await captchaImage(dialog)).toBeInTheDocument();
    expect(captchas).toEqual(['9171234567']);
  });

  it('an autofilled username, never left, gets its captcha when the captcha field is entered', async () => {
    captchaOn();
    const dialog = await openRegister();
    fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'autofill01' } });
    await userEvent.click(within(dialog).getByLabelText('Captcha'));
    expect(await captchaImage(dialog)).toBeInTheDocument();
  });

  /** Fills the form for a username, up to the captcha's answer, once its picture is in. */
  async function fillWithCaptcha(dialog: HTMLElement, username: string) {
    await type(dialog, 'Username', username);
    await userEvent.tab();
    await captchaImage(dialog);
    await typePasswordAndAgree(dialog, { realName: 'Juan Cruz' });
  }

  it('a username changed without leaving its field gets its own captcha at submit, its emptied field focused and saying so, not another for the old name', async () => {
    captchaOn();
    const captchas = recordCaptchas();
    const dialog = await openRegister();
    await fillWithCaptcha(dialog, 'captcha04');
    await type(dialog, 'Captcha', await captchaAnswer('captcha04'));
    // Back to the name, changed, and Enter pressed there: its field is never left.
    const username = within(dialog).getByLabelText('Username');
    await userEvent.clear(username);
    await userEvent.type(username, 'captcha05{Enter}');
    await waitFor(() => expect(captchas).toEqual(['captcha04', 'captcha05']));
    // The emptied field says so and takes the focus, as a refused submit's first field to fix does.
    const captchaField = within(dialog).getByLabelText('Captcha');
    expect(captchaField).toHaveValue('');
    expect(captchaField).toHaveFocus();
    expect(captchaField).toHaveAccessibleDescription('This field cannot be empty');
    await captchaImage(dialog);
    await type(dialog, 'Captcha', await captchaAnswer('captcha05'));
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('captcha05');
  });

  it('registers with the answer to the captcha drawn for the username', async () => {
    captchaOn();
    const dialog = await openRegister();
    await fillWithCaptcha(dialog, 'captcha03');
    await type(dialog, 'Captcha', await captchaAnswer('captcha03'));
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('captcha03');
  });

  it('a wrong captcha is refused as invalid (spec §8); a new captcha is drawn and the used answer cleared', async () => {
    captchaOn();
    const captchas = recordCaptchas();
    const dialog = await openRegister();
    await fillWithCaptcha(dialog, 'captcha02');
    const answer = await captchaAnswer('captcha02');
    await type(dialog, 'Captcha', answer === '0000' ? '1111' : '0000');
    await createAccount(dialog);
    expect(await within(dialog).findByText('Invalid captcha, or this domain is not allowed.')).toBeInTheDocument();
    await waitFor(() => expect(captchas).toHaveLength(2));
    expect(within(dialog).getByLabelText('Captcha')).toHaveValue('');
  });

  it('a username that already has an account is said by its field in the player’s words, not the server’s', async () => {
    await registerThroughApi('takenname01');
    const dialog = await openRegister();
    await type(dialog, 'Username', 'takenname01');
    await typePasswordAndAgree(dialog);
    await createAccount(dialog);
    await waitFor(() =>
      // First, before the rule that a new name must still follow.
      expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
        /^This username is already taken\. Choose another one\. Use 6/,
      ),
    );
    expect(within(dialog).queryByText('This username is taken')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Secret#01');
  });

  it('offers no choice of mode when only username registration is on', async () => {
    await withModules({ MOBILENUMREG3: false });
    const dialog = await openRegister();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });
});

describe('referral and affiliate codes from the link (spec §2, §4)', () => {
  it('an affiliate code the server accepts is sent without showing its field', async () => {
    const sent = sentRegistrations();
    const { store } = openFlow(AUTH_MODALS.register, { route: '/register?affiliateCode=AGT1001' });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    // The check has answered (accepted): the field stays out of sight for good, not merely until then.
    const check = authApi.endpoints.checkAffiliate.select({ code: 'AGT1001', domain: window.location.host });
    await waitFor(() => expect(check(store.getState()).data).toEqual({ code: 'AGT1001', agentName: expect.any(String) }));
    expect(within(dialog).queryByLabelText('Affiliate code')).not.toBeInTheDocument();
    await type(dialog, 'Username', 'affiliated03');
    await typePasswordAndAgree(dialog, { realName: 'Juan Cruz' });
    await createAccount(dialog);
    await registerClosed();
    expect(sent()).toEqual([expect.objectContaining({ username: 'affiliated03', affiliateCode: 'AGT1001' })]);
  });

  it('the affiliate check names the site as the registration’s `domain` does: its host, port included', async () => {
    const checks = sandbox.record(/\/wps\/agent\/affiliate\?/, (request) => new URL(request.url).searchParams.get('domain'));
    // The test page's address has a port, so the host and the bare host name differ.
    expect(window.location.host).not.toBe(window.location.hostname);
    await openRegister({ route: '/register?affiliateCode=AGT1001' });
    await waitFor(() => expect(checks).toEqual([window.location.host]));
  });

  it('an affiliate code the check refuses shows its field with the code and the invitation-code warning at once (spec §8)', async () => {
    const dialog = await openRegister({ route: '/register?affiliateCode=NOPE77' });
    const field = await within(dialog).findByLabelText('Affiliate code');
    expect(field).toHaveValue('NOPE77');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/^Invalid invitation code\./));
  });

  it('an affiliate check that gets no answer refuses nothing: the code stays out of sight and goes with the registration', async () => {
    sandbox.server.use(http.get('*/wps/agent/affiliate', () => HttpResponse.error()));
    const registrations = sandbox.record(/\/wps\/member\/register$/, () => 1);
    const dialog = await openRegister({ route: '/register?affiliateCode=AGT1001' });
    await type(dialog, 'Username', 'affiliated02');
    await typePasswordAndAgree(dialog, { realName: 'Juan Cruz' });
    expect(within(dialog).queryByLabelText('Affiliate code')).not.toBeInTheDocument();
    await createAccount(dialog);
    await registerClosed();
    expect(registrations).toHaveLength(1);
  });

  it('an affiliate code refused at registration brings its field out with the invitation-code message', async () => {
    sandbox.server.use(
      http.get('*/wps/agent/affiliate', () => HttpResponse.json({ success: true, value: { code: 'GONE01', agentName: 'agent_l1' } })),
    );
    const dialog = await openRegister({ route: '/register?affiliateCode=GONE01' });
    await type(dialog, 'Username', 'affiliated01');
    await typePasswordAndAgree(dialog);
    expect(within(dialog).queryByLabelText('Affiliate code')).not.toBeInTheDocument();
    await createAccount(dialog);
    const field = await within(dialog).findByLabelText('Affiliate code');
    expect(field).toHaveValue('GONE01');
    expect(field).toHaveAccessibleDescription(/^Invalid invitation code\./);
  });

  /** A registration from `route` that the server refuses for the link's referral code: the form says so. */
  async function registerRefusedForReferral(route: string, username: string) {
    const sent = sentRegistrations();
    const dialog = await openRegister({ route });
    await type(dialog, 'Username', username);
    await typePasswordAndAgree(dialog, { realName: 'Juan Cruz' });
    await createAccount(dialog);
    expect(await within(dialog).findByText(/^The invitation code of the link you came by is not valid\./)).toBeInTheDocument();
    return { sent, dialog };
  }

  it('a refused referral code from the link, which the form does not show, is said, and the next Create account goes without it', async () => {
    const { sent, dialog } = await registerRefusedForReferral('/register?referralCode=NOPE12', 'referred01');
    // The affiliate code field (the merchant's settings show it) is not blamed: nothing was typed there.
    expect(within(dialog).getByLabelText('Affiliate code')).not.toHaveAttribute('aria-invalid', 'true');
    await createAccount(dialog);
    await registerClosed();
    expect(sent()).toEqual([
      expect.objectContaining({ username: 'referred01', referralCode: 'NOPE12' }),
      expect.not.objectContaining({ referralCode: expect.anything() }),
    ]);
  });

  it('a registration refused before it is sent (an empty username) takes the last call’s failure away: it no longer speaks for the form', async () => {
    const { dialog } = await registerRefusedForReferral('/register?referralCode=NOPE14', 'referred03');
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await createAccount(dialog);
    expect(within(dialog).getByLabelText('Username')).toHaveFocus();
    expect(within(dialog).queryByText(/^The invitation code of the link you came by is not valid\./)).toBeNull();
  });

  it("a refused referral code beside the link's affiliate code the check accepted blames the referral code, and keeps the affiliate code", async () => {
    const { sent, dialog } = await registerRefusedForReferral('/register?affiliateCode=AGT1001&referralCode=NOPE13', 'referred02');
    await createAccount(dialog);
    await registerClosed();
    expect(sent()).toEqual([
      expect.objectContaining({ affiliateCode: 'AGT1001', referralCode: 'NOPE13' }),
      expect.objectContaining({ affiliateCode: 'AGT1001' }),
    ]);
    expect(sent()[1]).not.toHaveProperty('referralCode');
  });

  const input: RegisterInput = {
    mode: 'username',
    values: {
      ...(Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((field) => [field, ''])) as RegisterInput['values']),
      username: ' player01 ',
      password: 'Secret#01',
      confirmPassword: 'Secret#01',
      dialingCode: '+63',
      mobileNum: '',
      code: '',
      captcha: '',
      affiliateCode: 'AGT1001',
      email: ' p@x.io ',
      qqNum: '12345',
    },
    shown: ['email'],
    withPassword: true,
    smsVerification: false,
    captcha: false,
    referralCode: 'FRIEND9',
    page: { href: 'https://lucky.example/register?referralCode=FRIEND9', host: 'lucky.example' },
  };

  it('the payload carries the referral and affiliate codes, registerUrl, domain and registerMethod WEB', () => {
    expect(registerPayload(input)).toEqual({
      mode: 'username',
      request: {
        username: 'player01',
        password: 'Secret#01',
        confirmPassword: 'Secret#01',
        email: 'p@x.io',
        affiliateCode: 'AGT1001',
        referralCode: 'FRIEND9',
        registerUrl: 'https://lucky.example/register?referralCode=FRIEND9',
        domain: 'lucky.example',
        registerMethod: 'WEB',
        login: true,
      },
    });
  });

  it("a birthday goes in the date kind its rule names: MM-dd-yyyy for kind 14, the picker's yyyy-MM-dd otherwise (spec §5)", () => {
    const born = { ...input, shown: ['birthday'] as const, values: { ...input.values, birthday: '1990-05-21' } };
    expect(registerPayload({ ...born, birthdayRule: PATTERN_KINDS.dateMonthDayYear }).request).toMatchObject({ birthday: '05-21-1990' });
    expect(registerPayload({ ...born, birthdayRule: PATTERN_KINDS.dateYearMonthDay }).request).toMatchObject({ birthday: '1990-05-21' });
  });

  it('in username mode a mobile number goes with its dialling code (spec §3 countryDialingCode); none without a number', () => {
    const withMobile = { ...input, shown: ['email', 'mobileNum'] as const, values: { ...input.values, mobileNum: ' 9171234567 ' } };
    expect(registerPayload(withMobile).request).toMatchObject({ username: 'player01', mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(registerPayload(input).request).not.toHaveProperty('countryDialingCode');
  });

  it('in mobile mode the number is the username, and the code and password go only when asked for', () => {
    const mobile = { ...input, mode: 'mobile' as const, values: { ...input.values, mobileNum: '9171234567', code: '123456' } };
    expect(registerPayload({ ...mobile, smsVerification: true }).request).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '+63',
      verificationCode: '123456',
      password: 'Secret#01',
    });
    const bare = registerPayload({ ...mobile, withPassword: false }).request;
    expect(bare).not.toHaveProperty('verificationCode');
    expect(bare).not.toHaveProperty('password');
    expect(bare).not.toHaveProperty('username');
  });

  it('a social sign-up carries firebaseChannel and firebaseIdToken, and the verification proof goes as humanVerification', () => {
    const social = { channel: 'google' as const, idToken: 'sbx-google-1' };
    const proof = { humanVerification: 'sbx-proof-1' };
    for (const mode of ['username', 'mobile'] as const) {
      expect(registerPayload({ ...input, mode, social, proof }).request).toMatchObject({
        firebaseChannel: 'google',
        firebaseIdToken: 'sbx-google-1',
        humanVerification: 'sbx-proof-1',
      });
    }
    expect(registerPayload(input).request).not.toHaveProperty('firebaseIdToken');
  });
});

describe('register by mobile number (spec §4, §9)', () => {
  it('sends an SMS code with its countdown, registers with it and logs in under the number', async () => {
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9171234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveTextContent('Send code (300 s)'));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    const { sms } = await sandboxOutbox();
    await type(dialog, 'Verification code', sms.findLast((message) => message.to.endsWith('9171234567'))?.code ?? '');
    await typePasswordAndAgree(dialog);
    await createAccount(dialog);
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('9171234567');
  });

  it('"Send code" checks the number as it is sent: one typed with a space after it gets its code, the countdown starts', async () => {
    const sends = sandbox.record(/\/wps\/verification\/sms\/register$/, () => 1);
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9171234567 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveTextContent('Send code (300 s)'));
    expect(sends).toHaveLength(1);
  });

  it('switching to username and back keeps the number and the SMS code’s countdown: "Send code" is not offered again', async () => {
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9171234567');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveTextContent(/\(\d+ s\)$/));
    await userEvent.click(within(dialog).getByRole('tab', { name: 'By username' }));
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).not.toBeInTheDocument();
    await byMobileNumber(dialog);
    // Still counting: unavailable, the seconds beside its name.
    const send = within(dialog).getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveTextContent(/\(\d+ s\)$/);
    expect(within(dialog).getByRole('textbox', { name: 'Mobile number' })).toHaveValue('9171234567');
  });

  it('a mobile number that already has an account is said by its field in the player’s words', async () => {
    await withModules({ REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9175550101');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await createAccount(dialog);
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mobile number')).toHaveAccessibleDescription(
        'This mobile number is already registered. Log in with it instead.',
      ),
    );
    expect(within(dialog).queryByText('This mobile number is registered')).not.toBeInTheDocument();
  });

  it('asks for no code when SMS verification is off, and no password unless mobile-and-password is on', async () => {
    await withModules({ REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    expect(within(dialog).getByLabelText('Mobile number')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Verification code')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('with SMS verification off, registers the number without a code, under the default dialling code even before the country list', async () => {
    await withModules({ REGMOBVERF3: false, MOBILENUMPASSREG3: false });
    // The countries answer only once "Create account" has been pressed.
    let submitted = () => undefined as void;
    const afterSubmit = new Promise<void>((resolve) => (submitted = resolve));
    sandbox.server.use(http.get('*/wps/system/country', () => afterSubmit));
    const dialog = await openRegister();
    await byMobileNumber(dialog);
    await type(dialog, 'Mobile number', '9171234568');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await createAccount(dialog);
    submitted();
    await registerClosed();
    expect(sessionStorage.getItem('account')).toBe('9171234568');
  });
});
