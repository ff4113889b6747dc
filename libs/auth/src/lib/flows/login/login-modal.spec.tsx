import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionSlice } from '@wl/session';
import { styleDeclarationsFor, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { openFlow, sandboxOutbox } from '../../../testing/account-flows';
import { AUTH_MODALS } from '../../modals/auth-modal-ids';
import { rememberedUsername } from '../../remember/remembered-username';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

describe('modal banners (spec §2: groups w_login and w_register)', () => {
  it('the login modal shows the w_login banner above its form', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const banner = await within(dialog).findByRole('img', { name: 'Log in and spin daily' });
    expect(banner.compareDocumentPosition(within(dialog).getByLabelText('Username')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the banner spans the dialog’s width: its picture is the whole width, cropped to a capped height, and no cap narrows it', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const picture = await within(dialog).findByRole('img', { name: 'Log in and spin daily' });
    const own = styleDeclarationsFor(picture);
    expect(own).toContain('inline-size:100%');
    expect(own).toContain(`max-block-size:${testTheme.size.tile}`);
    expect(own).toContain('object-fit:cover');
    // A box whose width is its container's, given a ratio and a height cap, takes the cap times the ratio as its width.
    const around = styleDeclarationsFor(picture.parentElement as HTMLElement);
    expect(
      around.filter((declaration) => /^(aspect-ratio|max-block-size|max-height|max-inline-size|max-width):/.test(declaration)),
    ).toEqual([]);
  });

  it('the register modal shows the w_register banner', async () => {
    openFlow(AUTH_MODALS.register);
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByRole('img', { name: 'Register and get ¥1,000' })).toBeInTheDocument();
  });

  it('a banner given as a path on the image hosts is asked for there, never on the site’s own origin (spec §9)', async () => {
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getListAnnouncements', () =>
        HttpResponse.json({
          success: true,
          value: {
            banners: [
              {
                bannerId: 9,
                groupName: 'w_login',
                title: 'Spin now',
                url: 'banners/spin.jpg',
                redirect: 'NONE',
                externalLink: '',
                redirectPromotionId: null,
              },
            ],
          },
        }),
      ),
    );
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const picture = await within(dialog).findByRole('img', { name: 'Spin now' });
    await waitFor(() => expect(picture.getAttribute('src')).toMatch(/^https:\/\/img[12]\.sandbox\.example\.test\/banners\/spin\.jpg$/));
  });

  it('a banner whose image fails leaves nothing behind', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const banner = await within(dialog).findByRole('img', { name: 'Log in and spin daily' });
    fireEvent.error(banner);
    await waitFor(() => expect(dialog.querySelector('figure')).toBeNull());
    expect(within(dialog).getByLabelText('Username')).toBeInTheDocument();
  });
});

describe('remember me (spec §9: a cookie for 1 day)', () => {
  beforeEach(() => {
    document.cookie = 'rememberedUsername=; Max-Age=0; Path=/';
  });

  it('remembers the username after a login that asked for it, and fills it the next time', async () => {
    const first = openFlow(AUTH_MODALS.login);
    let dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(dialog).getByLabelText('Username'), 'demo_member');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    expect(rememberedUsername()).toBe('demo_member');
    // Never the password or the token.
    expect(document.cookie).not.toContain('Member#2024');
    expect(document.cookie).not.toContain(sessionStorage.getItem('token') as string);
    first.unmount();
    sessionStorage.clear();

    openFlow(AUTH_MODALS.login);
    dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    expect(within(dialog).getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('open over a session the server ended, it says so above the form, and opens on the username', async () => {
    const view = openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).queryByText(/Your session has ended/)).toBeNull();
    // The session the store held, ended by the server (login.not.session), as useLoginAfterExpiry opens the popup for.
    act(() => {
      view.store.dispatch(
        sessionSlice.actions.sessionStarted({
          token: 't',
          customerType: 0,
          account: 'demo_member',
          nickname: '',
          customerId: '1',
          merchant: 'M',
        }),
      );
      view.store.dispatch(sessionSlice.actions.sessionExpired());
    });
    expect(within(dialog).getByText('Your session has ended. Log in again to carry on where you were.')).toHaveRole('status');
    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toHaveFocus());
  });

  it('the dialog opens on the field the player types first: the password under a remembered name, else the username', async () => {
    const first = openFlow(AUTH_MODALS.login);
    let dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(dialog).getByLabelText('Username')).toHaveFocus());
    first.unmount();

    document.cookie = 'rememberedUsername=demo_member; Path=/';
    openFlow(AUTH_MODALS.login);
    dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await waitFor(() => expect(within(dialog).getByLabelText('Password')).toHaveFocus());
  });

  it("a password typed alone in the header is not sent with the remembered name: that may be another player's account", async () => {
    document.cookie = 'rememberedUsername=demo_member; Path=/';
    const logins = sandbox.record(/\/wps\/session\/login(?:\?|$)/);
    openFlow(AUTH_MODALS.login, { props: { username: '', password: 'Bob#2024' } });
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    // The form shows both, for the player to check and send.
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo_member');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('Bob#2024');
    // A submit would be under way by now (its button busy from the first render's effects), not a moment later.
    expect(within(dialog).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-busy');
    expect(logins).toEqual([]);
  });

  it('another name typed over the remembered one unticks the box: that player is not remembered unless they tick it', async () => {
    document.cookie = 'rememberedUsername=someone; Path=/';
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const username = within(dialog).getByLabelText('Username');
    const box = within(dialog).getByRole('checkbox', { name: 'Remember me' });
    expect(box).toBeChecked();
    await userEvent.clear(username);
    await userEvent.type(username, 'demo_member');
    expect(box).not.toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    expect(rememberedUsername()).toBeNull();
  });

  it('a login without it forgets a remembered username', async () => {
    document.cookie = 'rememberedUsername=someone; Path=/';
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('someone');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.clear(username);
    await userEvent.type(username, 'demo_member');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'Member#2024');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('token')).not.toBeNull());
    expect(rememberedUsername()).toBeNull();
  });
});

/** demo_member logs in through the modal; the after-login modal follows. */
async function welcomeAfterLogin() {
  openFlow(AUTH_MODALS.login);
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(login).getByLabelText('Username'), 'demo_member');
  await userEvent.type(within(login).getByLabelText('Password'), 'Member#2024');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  return screen.findByRole('dialog', { name: 'Welcome back' });
}

describe('the after-login modal (spec §2, §4)', () => {
  it('lists demo_member’s unread messages (opened in place) and the promotions to join', async () => {
    const welcome = await welcomeAfterLogin();
    const messages = await within(welcome).findByRole('region', { name: /unread message/ });
    const first = within(messages).getAllByRole('button')[0];
    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const promotions = within(welcome).getByRole('region', { name: 'Promotions for you' });
    expect(within(promotions).getAllByRole('link').length).toBeGreaterThan(0);
  });

  it('failed announcements leave the rest to say, not a modal of placeholders', async () => {
    sandbox.server.use(http.get('*/wps/relay/MCSFE_getListAnnouncements', () => HttpResponse.error()));
    const welcome = await welcomeAfterLogin();
    expect(await within(welcome).findByRole('region', { name: /unread message/ })).toBeInTheDocument();
    expect(within(welcome).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the new-device check (spec §2, §9)', () => {
  it('asks a seeded new-device account for the SMS code, refuses a wrong one, and logs in with the right one', async () => {
    openFlow(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(login).getByLabelText('Username'), 'new_device');
    await userEvent.type(within(login).getByLabelText('Password'), 'Device#2024');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await within(login).findByText('To confirm this new device, enter the code we sent by SMS to +6391•••07')).toBeInTheDocument();
    const send = within(login).getByRole('button', { name: 'Send code' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveTextContent(/\(\d+ s\)$/);
    await userEvent.type(within(login).getByRole('textbox', { name: 'Verification code' }), '000000');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    expect(await within(login).findByText('Invalid verification code.')).toBeInTheDocument();
    const { sms } = await sandboxOutbox();
    const code = sms.filter((entry) => entry.purpose === 'device').at(-1)?.code ?? '';
    await userEvent.clear(within(login).getByRole('textbox', { name: 'Verification code' }));
    await userEvent.type(within(login).getByRole('textbox', { name: 'Verification code' }), code);
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(sessionStorage.getItem('account')).toBe('new_device'));
  });

  it('takes the focus to the code field when the check starts, and says where the code went from a status there before', async () => {
    openFlow(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(login).getByLabelText('Username'), 'new_device');
    await userEvent.type(within(login).getByLabelText('Password'), 'Device#2024');
    const statusesBefore = within(login).getAllByRole('status');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    const code = await within(login).findByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    const sent = within(login)
      .getAllByRole('status')
      .find((status) => status.textContent === 'To confirm this new device, enter the code we sent by SMS to +6391•••07');
    expect(statusesBefore).toContain(sent);
  });

  it('"Resend" shows it is busy until the new code is asked for, and the login waits for it', async () => {
    openFlow(AUTH_MODALS.login);
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await userEvent.type(within(login).getByLabelText('Username'), 'new_device');
    await userEvent.type(within(login).getByLabelText('Password'), 'Device#2024');
    await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(login).getByRole('button', { name: 'Send code' })).toHaveTextContent(/\(\d+ s\)$/));
    // The code's countdown runs out (the clock alone moves: the page's timers keep their pace).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 301_000);
      const resend = within(login).getByRole('button', { name: 'Send code' });
      await waitFor(() => expect(resend).not.toHaveAttribute('aria-disabled'));
      let answer = () => undefined as void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      // Held, then left to the sandbox (a handler that answers nothing passes the request on).
      sandbox.server.use(http.post('*/wps/session/login', () => held.then(() => undefined)));
      await userEvent.click(resend);
      // Busy, not disabled: the pressed button keeps the keyboard's focus.
      expect(resend).toHaveAttribute('aria-busy', 'true');
      expect(resend).toHaveFocus();
      expect(within(login).getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'true');
      answer();
      await waitFor(() => expect(resend).toHaveTextContent(/\(\d+ s\)$/));
      expect(resend).not.toHaveAttribute('aria-busy', 'true');
      expect(within(login).getByRole('button', { name: 'Log in' })).not.toHaveAttribute('aria-disabled');
      // Counting down, it is unavailable but keeps the focus (a disabled one would drop it to the page), and the
      // code's sending, with the new countdown, is said by a live region that was there before.
      expect(resend).toHaveFocus();
      expect(resend).not.toBeDisabled();
      expect(resend).toHaveAttribute('aria-disabled', 'true');
      expect(document.activeElement).not.toBe(document.body);
      expect(
        within(login)
          .getAllByRole('status')
          .some((status) => /^Code sent\. You can ask for a new one in \d+ s\.$/.test(status.textContent ?? '')),
      ).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the login dialog’s own links', () => {
  it('"Forgot password?" is a thumb’s target, as tall as the Log in button beside it, though it looks like a link', async () => {
    openFlow(AUTH_MODALS.login);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(styleDeclarationsFor(within(dialog).getByRole('button', { name: 'Forgot password?' }))).toContain(
      `min-block-size:${testTheme.size.touch}`,
    );
  });
});
