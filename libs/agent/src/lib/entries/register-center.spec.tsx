import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAs } from '@wl/testing';
import { serveAgentSandbox } from '../../testing/agent-sandbox';
import { RegisterCenterEntry } from './register-center';

serveAgentSandbox({ freshPerTest: true });
afterEach(() => vi.unstubAllGlobals());

describe('register center (spec §5)', () => {
  it('after creating a downline, the emptied form is ready for the next one: no field says it is empty', async () => {
    await renderAs('agent_l1', <RegisterCenterEntry />);
    let form = await screen.findByRole('form', { name: 'Create a downline account' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Username' }), 'newteam03');
    await userEvent.type(within(form).getByLabelText('Password'), 'Secret#99');
    await userEvent.type(within(form).getByLabelText('Confirm password'), 'Secret#99');
    await userEvent.click(within(form).getByRole('button', { name: 'Create account' }));
    const done = await within(screen.getByRole('form', { name: 'Create a downline account' })).findByRole('status');
    expect(done).toHaveTextContent('Account newteam03 created in your team.');
    // The button that sent it went with the form's last round: the focus is on what it says, not lost.
    expect(done).toHaveFocus();
    form = screen.getByRole('form', { name: 'Create a downline account' });
    for (const field of [within(form).getByRole('textbox', { name: 'Username' }), within(form).getByLabelText('Password')]) {
      expect(field).toHaveValue('');
      expect(field).not.toHaveAttribute('aria-invalid');
    }
  });

  it('says the invite link was copied, and says how to copy it when the browser cannot', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
    await renderAs('agent_l1', <RegisterCenterEntry />);
    const invite = await screen.findByRole('region', { name: 'Invite link' });
    await within(invite).findByRole('img', { name: 'QR code of your invite link' });
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/\/register\?affiliateCode=AGT1001$/));
    expect(within(invite).getByText('Link copied')).toHaveAttribute('role', 'status');

    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await userEvent.click(within(invite).getByRole('button', { name: 'Copy link' }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent('The link could not be copied. Select it and copy it yourself.');
    expect(within(invite).queryByText('Link copied')).not.toBeInTheDocument();
  });
});
