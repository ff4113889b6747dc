import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLS, ERROR_CODES, type RegisterSettings } from '@wl/api-client';
import { renderAs, setSandboxFaults, styleDeclarationsFor } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { RegisterCenterEntry } from './register-center';

const sandbox = serveAgentSandbox({ freshPerTest: true });
afterEach(() => vi.unstubAllGlobals());

/** Opens the register center as agent_l1 and creates a downline as typed; answers what the form then says. */
async function createDownline(username: string, password: string, confirmation = password) {
  await renderAs('agent_l1', <RegisterCenterEntry />);
  const form = await screen.findByRole('form', { name: 'Create a downline account' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(within(form).getByLabelText('Password'), password);
  await userEvent.type(within(form).getByLabelText('Confirm password'), confirmation);
  await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
  return within(screen.getByRole('form', { name: 'Create a downline account' })).findByRole('status');
}

describe('register center (spec §5)', () => {
  it('after creating a downline, the emptied form is ready for the next one: no field says it is empty', async () => {
    const done = await createDownline('newteam03', 'Secret#99');
    expect(done).toHaveTextContent('Account newteam03 created in your team.');
    // The button that sent it went with the form's last round: the focus is on what it says, not lost.
    expect(done).toHaveFocus();
    const form = screen.getByRole('form', { name: 'Create a downline account' });
    for (const field of [within(form).getByRole('textbox', { name: 'Username' }), within(form).getByLabelText('Password')]) {
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  it('a Try again of the register rules that answers hands the focus to Create account, which they enable, not to the page', async () => {
    sandbox.use({ faults: { dropResponsePaths: [CALLS.system.registerSettings.path] } });
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    const retry = within(await within(form).findByRole('alert')).getByRole('button', { name: 'Try again' });
    await setSandboxFaults({});
    await userEvent.click(retry);
    const create = within(form).getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(create).toBeEnabled());
    await waitFor(() => expect(create).toHaveFocus());
  });

  it('a password typed with spaces around it is set without them, as the login that trims it will read it', async () => {
    const done = await createDownline('spacedteam01', ' Secret#99  ', 'Secret#99');
    // The sandbox refuses a password with spaces, as the merchant's rule does: it was set trimmed.
    expect(done).toHaveTextContent('Account spacedteam01 created in your team.');
  });

  it('a username typed with a space after it is checked and created as sent, without it', async () => {
    expect(await createDownline('spacedteam02 ', 'Secret#99')).toHaveTextContent('Account spacedteam02 created in your team.');
  });

  it('Create account keeps the focus while its call is on its way: busy, not disabled, so a keyboard is not dropped to the page start', async () => {
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Held, then passed on to the sandbox (nothing returned).
    sandbox.server.use(http.put(`*${CALLS.agent.registerDownline.path}`, () => gate));
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'newteam06');
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret#99');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#99');
    const create = within(form).getByRole('button', { name: 'Create account' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    // jsdom keeps the focus on a disabled button, which a browser moves to the page: `disabled` is what this checks.
    await waitFor(() => expect(create).toHaveAttribute('aria-busy', 'true'));
    expect(create).toBeEnabled();
    expect(create).toHaveAttribute('aria-disabled', 'true');
    expect(create).toHaveFocus();
    release();
    // The form starts afresh for the next account: its status is in the new round's form.
    await waitFor(() =>
      expect(within(screen.getByRole('form', { name: 'Create a downline account' })).getByRole('status')).toHaveTextContent(
        'Account newteam06 created in your team.',
      ),
    );
  });

  it('says the invite link was copied, and says how to copy it when the browser cannot', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const invite = await screen.findByRole('region', { name: 'Invite link' });
    await within(invite).findByRole('img', { name: 'QR code of your invite link' });
    // The link stands on its own line, read left to right on every page; its copy button comes under it.
    const link = within(invite).getByText(/\/register\?affiliateCode=AGT1001$/);
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(styleDeclarationsFor(link.parentElement as HTMLElement)).toContain('display:block');
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/register\?affiliateCode=AGT1001$/));
    // The link itself is an <output>, a status too: the note is the one that says it was copied.
    const status = (await within(invite).findByText('Link copied')).closest('[role="status"]');
    expect(status).not.toBeNull();
    // A second copy is said again: its words are new to the live region, not the same text left in place.
    const firstWords = status?.firstChild;
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(status?.firstChild).not.toBe(firstWords));
    expect(status).toHaveTextContent('Link copied');

    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent('The link could not be copied. Select it and copy it yourself.');
    expect(within(invite).queryByText('Link copied')).not.toBeInTheDocument();
  });

  it('says a username already taken by its field, in the agent’s language, keeping the rest of the form and focusing the field', async () => {
    await renderAs('agent_l1', <RegisterCenterEntry />, { language: 'TH' });
    const form = () => screen.getByRole('form', { name: 'สร้างบัญชีสายล่าง' });
    const create = async () => {
      await userEvent.type(
        within(await screen.findByRole('form', { name: 'สร้างบัญชีสายล่าง' })).getByRole('textbox', { name: 'ชื่อผู้ใช้' }),
        'newteam02',
      );
      await userEvent.type(within(form()).getByLabelText('รหัสผ่าน'), 'Secret#99');
      await userEvent.type(within(form()).getByLabelText('ยืนยันรหัสผ่าน'), 'Secret#99');
      await waitFor(() => expect(within(form()).getByRole('button', { name: 'สร้างบัญชี' })).toBeEnabled());
      await userEvent.click(within(form()).getByRole('button', { name: 'สร้างบัญชี' }));
    };
    await create();
    await within(form()).findByRole('status');
    await create();
    const username = within(form()).getByRole('textbox', { name: 'ชื่อผู้ใช้' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('ชื่อผู้ใช้นี้ถูกใช้แล้ว โปรดเลือกชื่ออื่น'));
    expect(username).toHaveFocus();
    expect(username).toHaveValue('newteam02');
    expect(within(form()).getByLabelText('รหัสผ่าน')).toHaveValue('Secret#99');
    // Said once, by the field that took the focus: no alert above the button says it again, nor in the server's English.
    expect(within(form()).queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText(/This username is taken/)).not.toBeInTheDocument();
  });

  it('says a password the server’s rule refuses by its field, with the rule as the server now has it', async () => {
    const answer = (await (await fetch(new URL(CALLS.system.registerSettings.path, window.location.origin))).json()) as {
      value: RegisterSettings;
    };
    // The merchant tightens the password rule after the page has loaded it.
    let settings = answer.value;
    const tightened = { ...settings, password: { ...settings.password, minLength: 10 } };
    sandbox.server.use(
      http.get(`*${CALLS.system.registerSettings.path}`, () => HttpResponse.json({ ...answer, value: settings })),
      http.put(`*${CALLS.agent.registerDownline.path}`, () => {
        settings = tightened;
        return HttpResponse.json(
          { success: false, value: null, errorCode: ERROR_CODES.invalidParameter, message: 'password must be 10–20 characters' },
          { status: 400 },
        );
      }),
    );
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'newteam04');
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret#99');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#99');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    const password = within(form).getByLabelText('Password');
    await waitFor(() => expect(password).toHaveAccessibleDescription('Use 10 to 20 letters, digits or symbols, without spaces'));
    expect(password).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('newteam04');
    expect(within(form).queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText(/must be/)).not.toBeInTheDocument();
  });

  it('says refused details that name no field of the form in the agent’s language, not the server’s words', async () => {
    sandbox.server.use(
      http.put(`*${CALLS.agent.registerDownline.path}`, () =>
        HttpResponse.json(
          { success: false, value: null, errorCode: ERROR_CODES.invalidParameter, message: 'accountType: Invalid option' },
          { status: 400 },
        ),
      ),
    );
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const form = await screen.findByRole('form', { name: 'Create a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'newteam05');
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret#99');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#99');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Some of the details were not accepted. Please check them and try again.',
    );
    expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveValue('newteam05');
  });
});
