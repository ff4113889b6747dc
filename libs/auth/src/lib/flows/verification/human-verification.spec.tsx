import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { authApi } from '@wl/api-client';
import { createSandboxApp } from '@wl/sandbox-api';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow } from '../../../testing/account-flows';
import { renderWithProviders } from '@wl/testing';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { useWhiteLabel } from '@wl/api-client';
import { HumanVerificationContext, useHumanVerification, type ChallengeProps, type VerificationProof } from './human-verification';

const sandbox = serveSandbox();
/** The calls the site made, in order, as `METHOD path`. */
let calls: string[] = [];
beforeEach(() => {
  // A fresh sandbox with the merchant's switch on for the step (spec §7).
  sandbox.use({ humanVerification: true });
  calls = sandbox.record(/^[a-z]+:\/\/[^/]+\/wps\//, (request) => `${request.method} ${new URL(request.url).pathname}`);
});

const CHALLENGE = 'GET /wps/verification/challenge';
const ANSWER = 'POST /wps/verification/challenge/answer';

/** The answer the sandbox expects for the picture it drew last. */
async function challengeAnswer(): Promise<string> {
  return ((await (await fetch(new URL('/__sandbox/challenge', window.location.href))).json()) as { answer: string }).answer;
}

/** Waits for the step in the dialog, answers it as the player reads the picture, and confirms. */
async function passStep(dialog: HTMLElement) {
  const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
  await within(step).findByRole('img', { name: 'A number to type' });
  await userEvent.type(within(step).getByLabelText('Number in the picture'), await challengeAnswer());
  await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
}

async function loginDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(await within(dialog).findByLabelText('Username'), 'demo_member');
  await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
  return dialog;
}

/** Opens the login, reaches its step, types a number other than the picture's and confirms. */
async function answerLoginStepWrongly() {
  openFlow(AUTH_MODALS.login);
  const dialog = await loginDialog();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
  await within(step).findByRole('img', { name: 'A number to type' });
  const right = await challengeAnswer();
  const field = within(step).getByLabelText('Number in the picture');
  await userEvent.type(field, right === '0000' ? '1111' : '0000');
  const confirm = within(step).getByRole('button', { name: 'Confirm' });
  await userEvent.click(confirm);
  return { step, field, confirm };
}

describe('the human-verification step (spec §7: one step before login, register and SMS)', () => {
  it('login asks the step first, then logs in with its proof', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
    expect(within(step).getByLabelText('Number in the picture')).toHaveFocus();
    expect(calls).not.toContain('POST /wps/session/login');
    await passStep(dialog);
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('demo_member'));
    // The sandbox refuses a login without a valid proof, so this login carried one.
    expect(calls.filter((call) => [CHALLENGE, ANSWER, 'POST /wps/session/login'].includes(call))).toEqual([
      CHALLENGE,
      ANSWER,
      'POST /wps/session/login',
    ]);
  });

  it('a wrong answer is refused as an invalid captcha with a new picture, and no login is tried', async () => {
    const { step } = await answerLoginStepWrongly();
    expect(await within(step).findByText('Invalid captcha, or this domain is not allowed.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call === CHALLENGE)).toHaveLength(2));
    expect(within(step).getByLabelText('Number in the picture')).toHaveValue('');
    expect(calls).not.toContain('POST /wps/session/login');
  });

  it('a wrong answer leaves the focus on the step: Confirm stays focusable, the answer field takes it with its message', async () => {
    const { step, field, confirm } = await answerLoginStepWrongly();
    expect(await within(step).findByText('Invalid captcha, or this domain is not allowed.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(/Invalid captcha/);
    expect(confirm).not.toBeDisabled();
    await within(step).findByRole('img', { name: 'A number to type' });
    expect(confirm).not.toHaveAttribute('aria-disabled');
  });

  it('an answer after the picture expired reads "the picture expired", with a new picture', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
    await within(step).findByRole('img', { name: 'A number to type' });
    await userEvent.type(within(step).getByLabelText('Number in the picture'), await challengeAnswer());
    await fetch(new URL('/__sandbox/clock', window.location.href), { method: 'POST', body: JSON.stringify({ advanceMs: 3 * 60_000 }) });
    await userEvent.click(within(step).getByRole('button', { name: 'Confirm' }));
    expect(await within(step).findByText('The picture expired. Type the number in the new one.')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call === CHALLENGE)).toHaveLength(2));
    expect(calls).not.toContain('POST /wps/session/login');
  });

  it('cancelling the step makes no login, and the form stays as it was', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
    await userEvent.click(within(step).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Verify you are human' })).not.toBeInTheDocument());
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    // Not left busy: the button shows busy with aria-busy and aria-disabled, never `disabled`.
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });
    expect(logIn).not.toHaveAttribute('aria-busy');
    expect(logIn).not.toHaveAttribute('aria-disabled');
    expect(calls).not.toContain('POST /wps/session/login');
  });

  it('the step gives the focus back to the button that started it when it goes', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    const step = await within(dialog).findByRole('region', { name: 'Verify you are human' });
    await waitFor(() => expect(within(step).getByLabelText('Number in the picture')).toHaveFocus());
    await userEvent.click(within(step).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Log in' })).toHaveFocus());
  });

  it('register asks the step first, then registers with its proof', async () => {
    openFlow(AUTH_MODALS.register);
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    await userEvent.type(await within(dialog).findByLabelText('Username'), 'verified01');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#01');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#01');
    await userEvent.type(within(dialog).getByLabelText('Real name'), 'Juan Cruz');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older and agree to the terms and conditions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await passStep(dialog);
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('verified01'));
    expect(calls.filter((call) => [CHALLENGE, ANSWER, 'PUT /wps/member/register'].includes(call))).toEqual([
      CHALLENGE,
      ANSWER,
      'PUT /wps/member/register',
    ]);
  });

  it('the SMS send asks the step first, then sends the code with its proof', async () => {
    openFlow(AUTH_MODALS.login, { props: { mode: 'sms' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(await within(dialog).findByLabelText('Mobile number'), '9175550101');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await passStep(dialog);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveTextContent('Send code (300 s)'));
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    expect(calls.filter((call) => [CHALLENGE, ANSWER, 'POST /wps/verification/sms/noLogin'].includes(call))).toEqual([
      CHALLENGE,
      ANSWER,
      'POST /wps/verification/sms/noLogin',
    ]);
  });

  it('a call the server refuses for want of the step reads "complete verification first"', async () => {
    // The site is told the switch is off (a sandbox without the step answers its settings), while the server asks for the proof.
    sandbox.server.use(http.get('*/wps/system/whitelabel', ({ request }) => createSandboxApp().fetch(request)));
    openFlow(AUTH_MODALS.login);
    const dialog = await loginDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Complete the verification first')).toBeInTheDocument();
  });
});

describe('social sign-up (spec §2, §3: firebaseChannel and firebaseIdToken on register)', () => {
  afterEach(() => vi.restoreAllMocks());

  /** The id token the sandbox's provider page issues to a new user, who has no account yet. */
  async function newUserToken(): Promise<string> {
    const page = await (await fetch(new URL('/wps/social/google/authorize', window.location.href))).text();
    return [...page.matchAll(/"idToken":"([^"]+)"/g)][1]?.[1] ?? '';
  }

  it('a social login whose identity has no account opens the register form for that identity', async () => {
    sandbox.use({});
    const popup = { closed: false } as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    openFlow(AUTH_MODALS.login, { props: { mode: 'google' } });
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.click(within(login).getByRole('button', { name: 'Continue with Google' }));
    const idToken = await newUserToken();
    const message = new MessageEvent('message', {
      origin: window.location.origin,
      data: { type: 'wl-social-login', provider: 'google', idToken },
    });
    // From the popup the login opened (jsdom's MessageEvent takes no stand-in window as its source).
    Object.defineProperty(message, 'source', { value: popup });
    act(() => window.dispatchEvent(message));
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(register).findByText(/You are signing up with Google/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('registering from a social identity sends it, so that identity then logs in as the new player', async () => {
    sandbox.use({});
    const idToken = await newUserToken();
    const { store } = openFlow(AUTH_MODALS.register, { props: { social: { channel: 'google', idToken } } });
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByText(/You are signing up with Google/)).toBeInTheDocument();
    await userEvent.type(await within(dialog).findByLabelText('Username'), 'googler01');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Secret#01');
    await userEvent.type(within(dialog).getByLabelText('Confirm password'), 'Secret#01');
    await userEvent.type(within(dialog).getByLabelText('Real name'), 'Juan Cruz');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'I am 18 or older and agree to the terms and conditions' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('googler01'));
    const social = await store.dispatch(authApi.endpoints.login.initiate({ type: 'firebase', firebaseIdToken: idToken }));
    expect(social.data?.userName).toBe('googler01');
  });
});

describe('one step at a time', () => {
  /** A provider whose step is passed with a button. */
  const PASSING = { name: 'test', Challenge: ({ onProof }: ChallengeProps) => <button onClick={() => onProof('proof-1')}>Pass</button> };

  it('a second call while the step runs takes it over: the first is answered as cancelled, not left waiting', async () => {
    const answers: Record<string, VerificationProof | null | 'waiting'> = { first: 'waiting', second: 'waiting' };
    function Caller() {
      const { ready } = useWhiteLabel();
      const { verify, step } = useHumanVerification('login');
      const ask = (who: string) => () => void verify().then((proof) => (answers[who] = proof));
      if (!ready) return null;
      return (
        <>
          <button onClick={ask('first')}>First</button>
          <button onClick={ask('second')}>Second</button>
          {step}
        </>
      );
    }
    renderWithProviders(
      <HumanVerificationContext.Provider value={PASSING}>
        <Caller />
      </HumanVerificationContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Second' }));
    await waitFor(() => expect(answers['first']).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Pass' }));
    await waitFor(() => expect(answers['second']).toEqual({ humanVerification: 'proof-1' }));
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
  });
});
