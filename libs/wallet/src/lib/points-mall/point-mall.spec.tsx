import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS } from '@wl/api-client';
import { GuardedActionContext, type GuardedAction } from '@wl/session';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { renderAs, renderWithProviders, setSandboxFaults, startSandboxTrial } from '@wl/testing';
import { asNewPlayer } from '../../testing/wallet-sandbox';
import PointMallPage from './point-mall-page';

const sandbox = serveSandbox();

/** The page in the site's store where demo_member has logged in (README demo accounts). */
const renderAsMember = () => renderAs('demo_member', <PointMallPage />);

const balance = () => screen.findByRole('region', { name: 'My points' });

/** The page under a guard that records what it is asked, in place of the site's login popup and trial warning. */
const renderGuarded = (guard: GuardedAction) =>
  renderWithProviders(<PointMallPage />, {
    wrapper: (children) => <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>,
  });

/** The page for a player just registered: no payment password yet (and no points). */
const renderAsNewPlayer = async (username: string) => renderWithProviders(<PointMallPage />, { store: await asNewPlayer(username) });

async function redeemFifty(password: string) {
  const reward = await screen.findByRole('region', { name: '¥50 bonus' });
  await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
  const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
  await userEvent.type(within(form).getByLabelText('Payment password'), password);
  await userEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
  return form;
}

describe('points mall (spec §3, §4, §7)', () => {
  beforeEach(async () => {
    await fetch('/__sandbox/reset', { method: 'POST' });
  });

  it('shows the balance, its worth at the ratio, and the rewards with points, amount and quantity', async () => {
    await renderAsMember();
    expect(await within(await balance()).findByText('8,400 points')).toBeInTheDocument();
    expect(within(await balance()).getByText(/Worth ¥840.00 \(1 point = ¥0.10\)/)).toBeInTheDocument();
    const spins = screen.getByRole('region', { name: 'Free spins ×50' });
    expect(spins).toHaveTextContent('1,200 points');
    expect(spins).toHaveTextContent('Turnover needed: ¥100.00');
    expect(screen.getByRole('region', { name: 'Smartphone' })).toHaveTextContent('Sold out');
  });

  it('a language switch asks for the rewards again in the new language: their names are written in it', async () => {
    const names: Record<string, string> = { EN: 'Free spins ×50', VI: '50 vòng quay miễn phí' };
    sandbox.server.use(
      http.get(`*${CALLS.points.rewards.path}`, ({ request }) =>
        HttpResponse.json({
          success: true,
          value: [
            {
              rewardId: 1,
              rewardName: names[request.headers.get('Language') ?? ''] ?? '',
              imageUrl: '/r.png',
              pointsRequired: 1200,
              amountRequired: 100,
              availableQuantity: 5,
            },
          ],
        }),
      ),
    );
    const { setLanguage } = await renderAs('demo_member', <PointMallPage />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('region', { name: names['EN'] })).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByRole('region', { name: names['VI'] })).toBeInTheDocument();
  });

  it('a sold-out reward says it is sold out once', async () => {
    await renderAsMember();
    const phone = await screen.findByRole('region', { name: 'Smartphone' });
    expect(within(phone).getAllByText('Sold out')).toHaveLength(1);
    expect(within(phone).queryByRole('button', { name: /^Redeem/ })).toBeNull();
  });

  it('the Redeem toggle is named with its reward, says whether the redeem form is open, and names the form it opened', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    const toggle = within(reward).getByRole('button', { name: 'Redeem ¥50 bonus' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    expect(toggle).toHaveAccessibleName('Cancel');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    await userEvent.click(toggle);
    expect(within(reward).queryByRole('form', { name: 'Redeem ¥50 bonus' })).toBeNull();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('names each category of the points per bet in the player’s language; a code it has no name for stays as sent', async () => {
    const gamePointRates = { LIVE: 0.7, RNG: 1.2, KENO: 0.5 };
    sandbox.server.use(
      http.get('*/wps/relay/MCS2_getPointConfig', () =>
        HttpResponse.json({ success: true, value: { enabled: true, pointsRatio: 0.1, minConvertPoints: 100, gamePointRates } }),
      ),
    );
    await renderAsMember();
    const rates = await within(await balance()).findByRole('list', { name: 'Points per bet:' });
    expect(
      within(rates)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Live casino 0.70', 'Slots 1.20', 'KENO 0.50']);
  });

  it('shows the points’ worth in the wallet’s own currency (₫, no decimals)', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
        }),
      ),
    );
    await renderAsMember();
    expect(await within(await balance()).findByText(/Worth ₫840 \(1 point = ₫0.1\)/)).toBeInTheDocument();
  });

  it('offers no conversion while the merchant’s config has it off', async () => {
    sandbox.server.use(
      http.get('*/wps/relay/MCS2_getPointConfig', () =>
        HttpResponse.json({ success: true, value: { enabled: false, pointsRatio: 0.1, minConvertPoints: 100, gamePointRates: {} } }),
      ),
    );
    await renderAsMember();
    expect(await screen.findByRole('tab', { name: 'Redemption history' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Convert to balance' })).not.toBeInTheDocument());
  });

  it('a wrong payment password is refused with a clear message and redeems nothing', async () => {
    await renderAsMember();
    await within(await balance()).findByText('8,400 points');
    const pointsAsked = sandbox.record(new RegExp(CALLS.points.balance.path));
    const form = await redeemFifty('000000');
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    // The points are read again after the refusal (the figure from before stays up meanwhile): what the server holds now.
    await waitFor(() => expect(pointsAsked).toHaveLength(1));
    // The ledger, asked afresh after that, lists no redemption: only the points earned before.
    await userEvent.click(screen.getByRole('tab', { name: 'Point transactions' }));
    const table = await screen.findByRole('table', { name: 'Point transactions' });
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Earned');
    expect(within(table).queryByText('Redeemed')).toBeNull();
    expect(within(await balance()).getByText('8,400 points')).toBeInTheDocument();
  });

  it('a refused payment password is emptied and its field takes the focus, not said missing though a submit was tried empty; the quantity is kept', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
    await userEvent.clear(within(form).getByLabelText('Quantity'));
    await userEvent.type(within(form).getByLabelText('Quantity'), '2');
    await userEvent.type(within(form).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirm redemption' }));
    await within(form).findByRole('alert');
    const password = within(form).getByLabelText('Payment password');
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Quantity')).toHaveValue('2');
  });

  it('a redemption whose answer was lost keeps the password, and pressed again spends the points once', async () => {
    await renderAsMember();
    await setSandboxFaults({ dropResponsePaths: [CALLS.points.redeem.path] });
    const form = await redeemFifty('246810');
    expect(await within(form).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    expect(within(form).getByLabelText('Payment password')).toHaveValue('246810');
    const confirm = within(form).getByRole('button', { name: 'Confirm redemption' });
    expect(confirm).toBeEnabled();
    expect(confirm).toHaveFocus();
    await setSandboxFaults({});
    await userEvent.click(confirm);
    expect(await within(await balance()).findByText('7,900 points')).toBeInTheDocument();
  });

  it('the cost follows the quantity as it is typed, before the payment password is', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    const quantity = within(form).getByLabelText('Quantity');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    expect(within(form).getByText('Costs 1,500 points')).toBeInTheDocument();
  });

  it('a reward that costs more points than the player has says so at the quantity, before the password; Confirm, not disabled, takes the player back to it and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.points.redeem.path));
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: 'Wireless earbuds' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem Wireless earbuds' });
    const quantity = within(form).getByLabelText('Quantity');
    await waitFor(() => expect(quantity).toHaveAccessibleDescription('You have 8,400 points: not enough for this.'));
    expect(quantity).toBeInvalid();
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    const confirm = within(form).getByRole('button', { name: 'Confirm redemption' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveAccessibleDescription('You have 8,400 points: not enough for this.');
    await expectNothingSent(sent);
  });

  it('Redeem with no quantity is not disabled: it marks the field, focuses it, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.points.redeem.path));
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    const confirm = within(form).getByRole('button', { name: 'Confirm redemption' });
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(quantity).toBeInvalid();
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    expect(quantity).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('Redeem with the payment password missing is not disabled: Enter marks the password, focuses it, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.points.redeem.path));
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    const password = within(form).getByLabelText('Payment password');
    expect(password).not.toBeInvalid();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Quantity' }), '{Enter}');
    expect(password).toHaveAccessibleDescription('This field cannot be empty');
    expect(password).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a quantity beyond the rewards left, or not a whole number, says the range allowed and shows no cost for it', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: 'Wireless earbuds' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem Wireless earbuds' });
    const quantity = within(form).getByLabelText('Quantity');
    for (const typed of ['13', '1.5', '-1']) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, typed);
      await userEvent.tab();
      expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 12');
      expect(within(form).queryByText(/^Costs/)).toBeNull();
    }
  });

  it('the quantity’s problem is not read out while it is typed: it is said once the player leaves the field or presses Enter in it', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: 'Wireless earbuds' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem Wireless earbuds' });
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    await userEvent.clear(quantity);
    // "13" passes through "1" on its way: an alert at each key would be read out each time.
    await userEvent.type(quantity, '13');
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(quantity).not.toBeInvalid();
    await userEvent.tab();
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 12');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '14');
    expect(within(form).queryByRole('alert')).toBeNull();
    // Enter submits too, so the password still missing is marked as well; the quantity, first to fix, keeps the focus.
    await userEvent.keyboard('{Enter}');
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 12');
    expect(quantity).toHaveFocus();
  });

  it('a quantity in Arabic-Indic or Persian digits is read as those digits; one written as an exponent ("1e0") is not a whole number', async () => {
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    await userEvent.click(within(reward).getByRole('button', { name: /^Redeem/ }));
    const form = within(reward).getByRole('form', { name: 'Redeem ¥50 bonus' });
    const quantity = within(form).getByRole('textbox', { name: 'Quantity' });
    for (const three of ['٣', '۳']) {
      await userEvent.clear(quantity);
      await userEvent.type(quantity, three);
      expect(within(form).getByText('Costs 1,500 points')).toBeInTheDocument();
    }
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '1e0');
    await userEvent.tab();
    expect(quantity).toHaveAccessibleDescription('Enter a whole number from 1 to 999');
    expect(within(form).queryByText(/^Costs/)).toBeNull();
  });

  it('points to convert in Persian digits are read as those digits; "1e3" is not 1000 and promises no payout', async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    const field = within(form).getByRole('textbox', { name: 'Points to convert' });
    await userEvent.type(field, '۱۰۰۰');
    expect(within(form).getByText('You receive ¥100.00')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '1e3');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(/^Enter a whole number from 100 to [\d,]+$/);
    expect(within(form).queryByText(/^You receive/)).toBeNull();
  });

  it('a points config that cannot be read says so with Try again in place of the conversion form, rather than guessing its minimum', async () => {
    let failing = true;
    sandbox.server.use(
      http.get(`*${CALLS.points.config.path}`, () =>
        // Then the sandbox's own answer: a resolver that returns nothing passes the call on.
        failing ? HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }) : undefined,
      ),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Convert to balance' })).toBeNull();
    failing = false;
    await userEvent.click(retry);
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    expect(within(form).getByRole('textbox', { name: 'Points to convert' })).toHaveAccessibleDescription(/^From 100 to [\d,]+ points$/);
  });

  it("a reward's picture given as a path is asked for on the image host, as banners and game art are", async () => {
    sandbox.server.use(
      http.get(`*${CALLS.points.rewards.path}`, () =>
        HttpResponse.json({
          success: true,
          value: [
            {
              rewardId: 1,
              rewardName: 'Free spins ×50',
              imageUrl: 'rewards/spins.png',
              pointsRequired: 1200,
              amountRequired: 0,
              availableQuantity: 5,
            },
          ],
        }),
      ),
    );
    await renderAsMember();
    const reward = await screen.findByRole('region', { name: 'Free spins ×50' });
    await waitFor(() =>
      expect(within(reward).getByRole('presentation')).toHaveAttribute(
        'src',
        expect.stringMatching(/^https:\/\/img[12]\.sandbox\.example\.test\/rewards\/spins\.png$/),
      ),
    );
  });

  it('a redemption that goes through closes its form, and the line saying what was redeemed takes the focus its button had', async () => {
    await renderAsMember();
    await redeemFifty('246810');
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('¥50 bonus redeemed');
    await waitFor(() => expect(line).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Redeem ¥50 bonus' })).toBeNull();
  });

  it('the reward’s name in the redeemed line is isolated (<bdi>), so a name from data cannot turn the sentence around in a right-to-left page', async () => {
    await renderAsMember();
    await redeemFifty('246810');
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('¥50 bonus redeemed: see the redemption history.');
    expect(Array.from(line.querySelectorAll('bdi'), (bdi) => bdi.textContent)).toEqual(['¥50 bonus']);
  });

  it('the right password redeems: points go down and the history shows it in process', async () => {
    await renderAsMember();
    await redeemFifty('246810');
    expect(await within(await balance()).findByText('7,900 points')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Redemption history' }));
    const row = (await screen.findAllByRole('row')).find((candidate) => candidate.textContent?.includes('¥50 bonus'));
    expect(row).toHaveTextContent('In process');
  });

  it('a conversion that goes through empties the form, and the line saying what was converted takes the focus', async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    await userEvent.type(within(form).getByLabelText('Points to convert'), '1000');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to balance' }));
    const line = await screen.findByRole('status');
    expect(line).toHaveTextContent('¥100.00 added to your balance.');
    await waitFor(() => expect(line).toHaveFocus());
    expect(within(form).getByLabelText('Payment password')).toHaveValue('');
    expect(within(form).getByLabelText('Points to convert')).toHaveValue('');
  });

  it('points to convert that are no whole number (150.5, inside the range) ask for a whole number, not only the range', async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    const field = within(form).getByRole('textbox', { name: 'Points to convert' });
    await userEvent.type(field, '150.5');
    await userEvent.tab();
    expect(field).toHaveAccessibleDescription(/^Enter a whole number from 100 to [\d,]+$/);
  });

  it("points to convert left outside the range are the field's own error, and no payout is promised for them", async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    const field = within(form).getByLabelText('Points to convert');
    await userEvent.type(field, '50');
    // Not while typing: on the way to 1000 the field passes through 1 and 10, and an alert would be read each time.
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).queryByText(/^You receive/)).toBeNull();
    await userEvent.tab();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Enter a whole number from 100 to [\d,]+$/);
    expect(within(form).queryByText(/^You receive/)).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '1000');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('You receive ¥100.00')).toBeInTheDocument();
  });

  it('Convert with nothing typed is not disabled: it marks both fields, focuses the points, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.points.convert.path));
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    const field = within(form).getByRole('textbox', { name: 'Points to convert' });
    const password = within(form).getByLabelText('Payment password');
    const submit = within(form).getByRole('button', { name: 'Convert to balance' });
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    // The range, the field's hint until then, is what is missing: said once, as its error.
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/^Enter a whole number from 100 to [\d,]+$/);
    expect(password).toHaveAccessibleDescription('This field cannot be empty');
    expect(field).toHaveFocus();
    // The points given, Enter in them moves on to the password still missing.
    await userEvent.type(field, '1000{Enter}');
    expect(field).not.toBeInvalid();
    expect(password).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('Convert with points out of range is not disabled: Enter in the password marks the points, focuses them, and sends nothing', async () => {
    const sent = sandbox.record(new RegExp(CALLS.points.convert.path));
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    const field = within(form).getByRole('textbox', { name: 'Points to convert' });
    await userEvent.type(field, '50');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810{Enter}');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription(/^Enter a whole number from 100 to [\d,]+$/);
    expect(field).toHaveFocus();
    await expectNothingSent(sent);
  });

  it('a conversion refused for its payment password keeps the points typed, and the emptied password field takes the focus, not said missing', async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to balance' }));
    await userEvent.type(within(form).getByLabelText('Points to convert'), '1000');
    await userEvent.type(within(form).getByLabelText('Payment password'), '000000');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to balance' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    expect(within(form).getByLabelText('Payment password')).toHaveFocus();
    expect(within(form).getByLabelText('Payment password')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('Points to convert')).toHaveValue('1000');
  });

  it('a conversion that leaves too few points for another says why in place of the form, and its line keeps the focus', async () => {
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const form = await screen.findByRole('form', { name: 'Convert to balance' });
    await userEvent.type(within(form).getByLabelText('Points to convert'), '8350');
    await userEvent.type(within(form).getByLabelText('Payment password'), '246810');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert to balance' }));
    expect(await screen.findByText('Converting starts at 100 points. You have 50.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Convert to balance' })).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('¥835.00 added to your balance.');
    expect(screen.getByRole('status')).toHaveFocus();
  });

  it('a point transaction that changed nothing shows 0, unsigned; gains and losses keep their sign', async () => {
    const transaction = { type: 'EARN', pointsAfter: 8400, createTime: 1_700_000_000_000, remark: '' };
    sandbox.server.use(
      http.get(`*${CALLS.points.transactions.path}`, () =>
        HttpResponse.json({
          success: true,
          value: {
            content: [
              { ...transaction, transId: 1, changedPoints: 0 },
              { ...transaction, transId: 2, changedPoints: 1500 },
              { ...transaction, transId: 3, changedPoints: -500 },
            ],
            pageNum: 1,
            pageSize: 10,
            totalPages: 1,
            totalElements: 3,
          },
        }),
      ),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Point transactions' }));
    const table = await screen.findByRole('table', { name: 'Point transactions' });
    const points = within(table).getByRole('columnheader', { name: 'Points' });
    const column = [...(points.parentElement?.children ?? [])].indexOf(points);
    const [, ...rows] = within(table).getAllByRole('row');
    expect(rows.map((row) => within(row).getAllByRole('cell')[column]?.textContent)).toEqual(['0', '+1,500', '-500']);
  });

  it('the redemption history writes quantities and points in the language’s number format, with grouping', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.points.redemptions.path}`, () =>
        HttpResponse.json({
          success: true,
          value: {
            content: [
              {
                redeemId: 1,
                rewardId: 1,
                rewardName: 'Free spins ×50',
                redeemQuantity: 12000,
                changedPoints: -14400000,
                status: 'APPROVED',
                createTime: 1_700_000_000_000,
              },
            ],
            pageNum: 1,
            pageSize: 10,
            totalPages: 1,
            totalElements: 1,
          },
        }),
      ),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Redemption history' }));
    const table = await screen.findByRole('table', { name: 'Redemption history' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(row).getByRole('cell', { name: '12,000' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: '-14,400,000' })).toBeInTheDocument();
  });

  it('points that cannot be read again after a redemption say so with Try again, rather than showing the points before it', async () => {
    await renderAsMember();
    await within(await balance()).findByText('8,400 points');
    sandbox.server.use(
      http.get(`*${CALLS.points.balance.path}`, () =>
        HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
      ),
    );
    await redeemFifty('246810');
    await screen.findByRole('status');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
  });

  it('a history page that fails to load says so with Try again, instead of showing the page before it as this one, and keeps its pager and focus', async () => {
    const redemption = { rewardId: 1, rewardName: 'Free spins ×50', redeemQuantity: 1, changedPoints: -1200, status: 'APPROVED' };
    sandbox.server.use(
      http.get(`*${CALLS.points.redemptions.path}`, ({ request }) =>
        new URL(request.url).searchParams.get('pageNum') === '2'
          ? HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 })
          : HttpResponse.json({
              success: true,
              value: {
                content: [{ ...redemption, redeemId: 1, createTime: 1_700_000_000_000 }],
                pageNum: 1,
                pageSize: 10,
                totalPages: 2,
                totalElements: 11,
              },
            }),
      ),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Redemption history' }));
    await screen.findByRole('table', { name: 'Redemption history' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByText('Unknown error')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Redemption history' })).toBeNull();
    // The pager stays, with the focus on the page pressed: the player goes on from there.
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toHaveFocus();
  });

  it('while the next history page loads, the page before’s rows are not shown as its own', async () => {
    let answerPageTwo: () => void = () => undefined;
    const pageTwoHeld = new Promise<void>((resolve) => (answerPageTwo = resolve));
    const rewardOfPage: Record<number, string> = { 1: 'Free spins ×50', 2: '¥50 bonus' };
    sandbox.server.use(
      http.get(`*${CALLS.points.redemptions.path}`, async ({ request }) => {
        const pageNum = Number(new URL(request.url).searchParams.get('pageNum'));
        if (pageNum === 2) await pageTwoHeld;
        return HttpResponse.json({
          success: true,
          value: {
            content: [
              {
                redeemId: pageNum,
                rewardId: pageNum,
                rewardName: rewardOfPage[pageNum] ?? '',
                redeemQuantity: 1,
                changedPoints: -500,
                status: 'APPROVED',
                createTime: 1_700_000_000_000,
              },
            ],
            pageNum,
            pageSize: 10,
            totalPages: 2,
            totalElements: 11,
          },
        });
      }),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Redemption history' }));
    const table = await screen.findByRole('table', { name: 'Redemption history' });
    expect(within(table).getByText('Free spins ×50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(screen.getByRole('button', { name: 'Page 2', current: 'page' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Redemption history' })).toBeNull();
    expect(screen.queryByText('Free spins ×50')).toBeNull();
    answerPageTwo();
    const pageTwo = await screen.findByRole('table', { name: 'Redemption history' });
    expect(within(pageTwo).getByText('¥50 bonus')).toBeInTheDocument();
    expect(within(pageTwo).queryByText('Free spins ×50')).toBeNull();
  });

  it('a trial account (spec §6, §8 in_need_true_account) is asked for a real account once, not shown failed point calls', async () => {
    await startSandboxTrial();
    renderWithProviders(<PointMallPage />);
    expect(await screen.findByText('This function is for real accounts only. Please register a real account.')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('a guest is offered the login on the page, through the site’s guard, not only told to log in', async () => {
    sessionStorage.clear();
    const guard = vi.fn<GuardedAction>();
    renderGuarded(guard);
    expect(await screen.findByText('Log in to use the points mall.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(guard).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
  });

  it('a trial account reads the real-account warning (spec §8) and is offered no "Log in": it is logged in already, as on responsible gaming', async () => {
    await startSandboxTrial();
    const guard = vi.fn<GuardedAction>();
    renderGuarded(guard);
    expect(await screen.findByText('This function is for real accounts only. Please register a real account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(guard).not.toHaveBeenCalled();
  });

  it('a player with no payment password is asked to set one in place of the redeem form, which comes back once it is set, with the focus in it', async () => {
    await renderAsNewPlayer('nopass01');
    const reward = await screen.findByRole('region', { name: '¥50 bonus' });
    const toggle = within(reward).getByRole('button', { name: 'Redeem ¥50 bonus' });
    await userEvent.click(toggle);
    const setPassword = await within(reward).findByRole('form', { name: 'Set a payment password' });
    expect(toggle).toHaveAttribute('aria-controls', setPassword.id);
    expect(within(reward).queryByRole('form', { name: 'Redeem ¥50 bonus' })).toBeNull();
    await userEvent.type(await within(setPassword).findByLabelText('Payment password'), '135790');
    await userEvent.type(within(setPassword).getByLabelText('Confirm payment password'), '135790');
    // Save waits for the rule to compile.
    await waitFor(() => expect(within(setPassword).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(setPassword).getByRole('button', { name: 'Save' }));
    const form = await within(reward).findByRole('form', { name: 'Redeem ¥50 bonus' });
    expect(within(reward).queryByRole('form', { name: 'Set a payment password' })).toBeNull();
    expect(within(form).getByLabelText('Quantity')).toHaveFocus();
  });

  it('a player with no payment password is asked to set one in place of the conversion form', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.points.balance.path}`, () =>
        HttpResponse.json({ success: true, value: { currentPoints: 1000, pointsRatio: 0.1, pointsBalance: 100 } }),
      ),
    );
    await renderAsNewPlayer('nopass02');
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    const convert = await screen.findByRole('region', { name: 'Convert to balance' });
    expect(await within(convert).findByRole('form', { name: 'Set a payment password' })).toBeInTheDocument();
    expect(within(convert).queryByRole('form', { name: 'Convert to balance' })).toBeNull();
  });

  it('a player with fewer points than the smallest conversion is told why, instead of a form', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.points.balance.path}`, () =>
        HttpResponse.json({ success: true, value: { currentPoints: 40, pointsRatio: 0.1, pointsBalance: 4 } }),
      ),
    );
    await renderAsMember();
    await userEvent.click(await screen.findByRole('tab', { name: 'Convert to balance' }));
    expect(await screen.findByText('Converting starts at 100 points. You have 40.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Convert to balance' })).toBeNull();
  });
});
