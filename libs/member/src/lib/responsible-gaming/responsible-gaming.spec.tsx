import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { renderWithProviders } from '@wl/testing';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { renderAs, renderAsNewPlayer } from '../../testing/member-session';
import { FirstDepositLimitOffer } from './deposit-limit-offer';
import { ResponsibleGaming } from './responsible-gaming-page';

const sandbox = serveSandbox();

/** Sets the deposit limit per 24 hours to `amount` and saves the limits. */
async function saveDayLimit(amount: string) {
  const form = await screen.findByRole('form', { name: 'Deposit limits' });
  const day = within(form).getByRole('textbox', { name: 'Deposit limit per 24 hours' });
  await userEvent.clear(day);
  await userEvent.type(day, amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
  return { form, day };
}

/** The names of the options a list offers, in order. */
const optionNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('responsible gaming: deposit limits, reality check, breaks', () => {
  it('a first limit applies at once; a raise waits 24 hours and shows when it applies', async () => {
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await saveDayLimit('900');
    expect(await within(form).findByText(/Rises to ¥900.00 at/)).toBeInTheDocument();
  });

  it('the pending raise is a sentence of its own line, joined to the amount deposited by no space of ours (wrong in Chinese and Thai)', async () => {
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await saveDayLimit('900');
    const pending = await within(form).findByText(/Rises to ¥900.00 at/);
    expect(pending).toHaveStyle({ display: 'block' });
    expect(pending.parentElement?.textContent).toMatch(/^Deposited so far: ¥[\d.,]+\.Rises to/);
  });

  it('a pending raise is not sent again when another limit is saved, so its 24 hours do not restart', async () => {
    sandbox.use({});
    const sent = sandbox.record(/\/responsibleGaming\/depositLimits$/, (request) => request.clone());
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await saveDayLimit('900');
    expect(await within(form).findByText(/Rises to ¥900.00 at/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Deposit limit per 7 days' }), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(await sent[2].json()).toEqual({ limits: [{ period: 'WEEK', amount: 5000 }] });
  });

  it('a pending raise typed with decimals ("900.00") is the same amount: another limit saved later is sent alone', async () => {
    sandbox.use({});
    const sent = sandbox.record(/\/responsibleGaming\/depositLimits$/, (request) => request.clone());
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await saveDayLimit('900.00');
    expect(await within(form).findByText(/Rises to ¥900.00 at/)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Deposit limit per 7 days' }), '5000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(await sent[2].json()).toEqual({ limits: [{ period: 'WEEK', amount: 5000 }] });
  });

  it('a limit set elsewhere while the page is open (the first-deposit offer) shows here and is not sent back as a removal', async () => {
    sandbox.use({});
    const sent = sandbox.record(/\/responsibleGaming\/depositLimits$/, (request) => request.clone());
    await renderAsNewPlayer(
      'rgfollow01',
      <>
        <ResponsibleGaming />
        <FirstDepositLimitOffer />
      </>,
    );
    const page = within(await screen.findByRole('region', { name: 'Deposit limits' })).getByRole('form', { name: 'Deposit limits' });
    const offer = await screen.findByRole('region', { name: 'Set a deposit limit (optional)' });
    await userEvent.type(within(offer).getByRole('textbox', { name: 'Deposit limit per 7 days' }), '2000');
    await userEvent.click(within(offer).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(within(offer).getByRole('status')).toHaveTextContent('Limits saved.'));
    await waitFor(() => expect(within(page).getByRole('textbox', { name: 'Deposit limit per 7 days' })).toHaveValue('2,000.00'));
    await userEvent.type(within(page).getByRole('textbox', { name: 'Deposit limit per 24 hours' }), '500');
    await userEvent.click(within(page).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await sent[1].json()).toEqual({ limits: [{ period: 'DAY', amount: 500 }] });
  });

  it('a limit typed as no amount is named on the field and not sent: it never removes the limit in force', async () => {
    sandbox.use({});
    const sent = sandbox.record(/\/responsibleGaming\/depositLimits$/);
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    const { day } = await saveDayLimit('5x');
    expect(day).toBeInvalid();
    expect(within(form).getByText('Enter an amount')).toBeInTheDocument();
    await expect(waitFor(() => expect(sent).toHaveLength(2), { timeout: 1000 })).rejects.toThrow();
    expect(within(form).queryByText(/Removed at/)).not.toBeInTheDocument();
  });

  it('a limit below the minimum is named on the field and not sent', async () => {
    const saves = sandbox.record(/\/responsibleGaming\/depositLimits$/);
    await renderAs('member', <ResponsibleGaming />);
    const { day } = await saveDayLimit('0');
    expect(day).toBeInvalid();
    await expectNothingSent(saves);
  });

  it('Save limits with no limit changed says there is nothing to save and sends nothing; an edit takes the line away', async () => {
    sandbox.use({});
    const saves = sandbox.record(/\/responsibleGaming\/depositLimits$/);
    await renderAs('member', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Deposit limits' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save limits' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Nothing has changed, so there is nothing to save.'));
    await expectNothingSent(saves);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Deposit limit per 7 days' }), '5000');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  it('the limits’ status is there, empty, before Save, then says they are saved: a live region added with its words is not always announced', async () => {
    sandbox.use({});
    await renderAs('member', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Deposit limits' });
    const status = within(form).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await saveDayLimit('500');
    await waitFor(() => expect(status).toHaveTextContent('Limits saved.'));
    expect(within(form).getByRole('status')).toBe(status);
  });

  it('the line saying the limits are saved goes once the player edits a limit again', async () => {
    sandbox.use({});
    await renderAs('member', <ResponsibleGaming />);
    const { form } = await saveDayLimit('500');
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Deposit limit per 24 hours' }), '0');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  it('Save limits is busy, not disabled, while the limits are on their way: a press or Enter sends them once', async () => {
    sandbox.use({});
    const saves = sandbox.record(/\/responsibleGaming\/depositLimits$/);
    let answer: () => void = () => undefined;
    sandbox.server.use(
      http.put(/\/responsibleGaming\/depositLimits$/, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), {
        once: true,
      }),
    );
    await renderAs('member', <ResponsibleGaming />);
    const { form, day } = await saveDayLimit('500');
    const save = within(form).getByRole('button', { name: 'Save limits' });
    await userEvent.click(save);
    await userEvent.type(day, '{Enter}');
    expect(saves).toHaveLength(1);
    // Busy, not disabled: a disabled button drops the focus to the page (browsers do; jsdom does not).
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Limits saved.'));
    expect(saves).toHaveLength(1);
  });

  it('a confirmed break is sent once: its Confirm stays busy until the session has ended', async () => {
    sandbox.use({});
    const breaks = sandbox.record(new RegExp(`${CALLS.member.exclude.path}$`));
    // The logout after the break does not answer (the session ends here after a while anyway).
    sandbox.server.use(http.post(`*${CALLS.auth.logout.path}`, () => new Promise<never>(() => undefined)));
    await renderAs('vip', <ResponsibleGaming />);
    const region = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.click(within(region).getByRole('button', { name: 'Start the break' }));
    const confirm = within(region).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(breaks).toHaveLength(1));
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(breaks).toHaveLength(1);
  });

  it('offers reality checks from 10 to 60 minutes, and off', async () => {
    await renderAs('vip', <ResponsibleGaming />);
    const every = await screen.findByRole('combobox', { name: 'Remind me every' });
    expect(optionNames(every)).toEqual(['Off', '10 minutes', '15 minutes', '20 minutes', '30 minutes', '45 minutes', '60 minutes']);
  });

  it('choosing a reality check interval (as arrow keys on a closed select do) saves nothing until Save (WCAG 3.2.2)', async () => {
    sandbox.use({});
    const saves = sandbox.record(new RegExp(`${CALLS.member.setRealityCheck.path}$`), (request) => request.clone());
    await renderAs('vip', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Reality check' });
    const every = within(form).getByRole('combobox', { name: 'Remind me every' });
    await userEvent.selectOptions(every, '10');
    await userEvent.selectOptions(every, '15');
    await userEvent.selectOptions(every, '30');
    expect(saves).toHaveLength(0);
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Reality check saved.'));
    expect(saves).toHaveLength(1);
    expect(await saves[0].json()).toEqual({ minutes: 30 });
    expect(every).toHaveValue('30');
  });

  it('the reality check Save is busy while the interval is on its way, not disabled, and a second press sends nothing more', async () => {
    sandbox.use({});
    const saves = sandbox.record(new RegExp(`${CALLS.member.setRealityCheck.path}$`));
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.put(`*${CALLS.member.setRealityCheck.path}`, async () => {
        await answered;
        // Then the sandbox answers.
        return undefined;
      }),
    );
    await renderAs('vip', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Reality check' });
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Remind me every' }), '45');
    const save = within(form).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    // Busy, not disabled: a disabled button drops the focus to the page (browsers do; jsdom does not).
    await waitFor(() => expect(save).toHaveAttribute('aria-busy', 'true'));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    answer();
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Reality check saved.'));
    expect(saves).toHaveLength(1);
  });

  it('Save with the saved reality check interval says there is nothing to save and sends nothing', async () => {
    sandbox.use({});
    const saves = sandbox.record(new RegExp(`${CALLS.member.setRealityCheck.path}$`));
    await renderAs('vip', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Reality check' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('status')).toHaveTextContent('Nothing has changed, so there is nothing to save.');
    await expectNothingSent(saves);
  });

  it('a reality check save the server refuses shows its message and keeps the interval chosen to try again', async () => {
    sandbox.server.use(
      http.put(`*${CALLS.member.setRealityCheck.path}`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
      ),
    );
    await renderAs('vip', <ResponsibleGaming />);
    const form = await screen.findByRole('form', { name: 'Reality check' });
    const every = within(form).getByRole('combobox', { name: 'Remind me every' });
    await userEvent.selectOptions(every, '20');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Unknown error')).toBeInTheDocument();
    expect(every).toHaveValue('20');
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  it('a break of 24 hours to 6 weeks and self-exclusion of 6 months to 5 years, each confirmed first', async () => {
    await renderAs('vip', <ResponsibleGaming />);
    const breakCard = await screen.findByRole('region', { name: 'Take a break' });
    expect(optionNames(breakCard)).toEqual(['1 day', '3 days', '1 week', '2 weeks', '6 weeks']);
    const exclusion = screen.getByRole('region', { name: 'Self-exclusion' });
    expect(optionNames(exclusion)).toEqual(['6 months', '1 year', '2 years', '5 years']);
    await userEvent.click(within(breakCard).getByRole('button', { name: 'Start the break' }));
    expect(within(breakCard).getByRole('group', { name: 'Confirm your choice' })).toHaveTextContent('Take a break of 1 day?');
  });

  it.each([
    ['Take a break', 'Start the break'],
    ['Self-exclusion', 'Exclude me'],
  ])('the %s confirmation takes the keyboard focus when it shows and gives it back to its button when it closes', async (card, start) => {
    await renderAs('vip', <ResponsibleGaming />);
    const region = await screen.findByRole('region', { name: card });
    const opener = within(region).getByRole('button', { name: start });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const confirmation = within(region).getByRole('group', { name: 'Confirm your choice' });
    // On the least drastic action: one more key press must not exclude the player.
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(region).queryByRole('group', { name: 'Confirm your choice' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: start })).toHaveFocus();
  });

  it('a duration changed while the confirmation shows is the one it names, and the focus stays on the list', async () => {
    await renderAs('vip', <ResponsibleGaming />);
    const region = await screen.findByRole('region', { name: 'Take a break' });
    await userEvent.click(within(region).getByRole('button', { name: 'Start the break' }));
    const duration = within(region).getByRole('combobox', { name: 'How long' });
    await userEvent.selectOptions(duration, '1 week');
    expect(within(region).getByRole('group', { name: 'Confirm your choice' })).toHaveTextContent('Take a break of 1 week?');
    expect(duration).toHaveFocus();
  });

  it('is titled by the one level-one heading of its route', async () => {
    await renderAs('member', <ResponsibleGaming />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveAccessibleName('Responsible gaming');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("shows the brand's minimum age", async () => {
    await renderAs('member', <ResponsibleGaming />);
    expect(await screen.findByText(/You must be 18 or older/)).toBeInTheDocument();
  });

  it("a guest is asked to log in, and Log in opens the login popup through the site's guard (spec §4)", async () => {
    const guard = vi.fn();
    renderWithProviders(<ResponsibleGaming />, {
      wrapper: (children) => <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>,
    });
    expect(await screen.findByText('Log in to set your limits and breaks.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(guard).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
  });

  it('a trial account is told it needs a real account, not to log in (spec §6)', async () => {
    await renderAs('trial', <ResponsibleGaming />);
    expect(await screen.findByText('This function is for real accounts only. Please register a real account.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Deposit limits' })).not.toBeInTheDocument();
    // Already logged in: a "Log in" would only repeat the warning.
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });
});
