import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect } from 'vitest';
import { CALLS } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';

/**
 * The merchant of the agent specs offers every contract, as the centers' `all` flags say: the seed's merchant has
 * real-time salary off, and the sandbox refuses a switched-off contract's calls.
 */
const EVERY_CONTRACT = { modules: { REALTIMESALARY3: true } };

/**
 * The sandbox answering an agent spec, every test starting logged out; with `freshPerTest`, each
 * test also gets a sandbox of its own, back at the seeded team and contracts.
 */
export function serveAgentSandbox({ freshPerTest = false } = {}) {
  const sandbox = serveSandbox(EVERY_CONTRACT);
  beforeEach(() => {
    sessionStorage.clear();
    if (freshPerTest) sandbox.use(EVERY_CONTRACT);
  });
  return sandbox;
}

/** A wallet that answers in Vietnamese dong (₫, no decimals) instead of the sandbox's yuan. */
export const walletInDong = () =>
  http.get(`*${CALLS.wallet.balance.path}`, () =>
    HttpResponse.json({
      success: true,
      value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
    }),
  );

/** Presses `button` in the confirmation dialog showing (the one named `dialog`, where given). */
export const answerConfirmation = (button: 'Confirm' | 'Cancel', dialog?: string) =>
  userEvent.click(within(screen.getByRole('alertdialog', { name: dialog })).getByRole('button', { name: button }));

/** Opens a downline's card from its row in downline management. */
/**
 * Types a name into the downline search and waits for its answer: the search asks once the typing pauses, and until
 * then the rows on screen are the last search's, whose buttons go when its answer comes.
 */
export async function searchDownlines(name: string) {
  await userEvent.type(await screen.findByRole('searchbox', { name: 'Search username or nickname' }), name);
  await waitFor(() => {
    const found = screen.queryAllByRole('button', { name: /^Details of / }).map((button) => button.getAttribute('aria-label') ?? '');
    expect(found.length).toBeGreaterThan(0);
    expect(found.filter((label) => !label.includes(name))).toEqual([]);
  });
}

export async function openDetails(downline: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Details of ${downline}` }));
  return screen.findByRole('region', { name: `Details of ${downline}` });
}

/** The seeded agents' payment password (the sandbox's seed). */
export const SEEDED_PAYMENT_PASSWORD = '246810';

/** Transfers `amount` from a downline's card with the payment password, and confirms it. */
export async function transferToDownline(details: HTMLElement, amount: string, paymentPassword = SEEDED_PAYMENT_PASSWORD) {
  await userEvent.type(within(details).getByRole('textbox', { name: 'Amount' }), amount);
  await userEvent.type(within(details).getByLabelText('Payment password'), paymentPassword);
  await userEvent.click(within(details).getByRole('button', { name: 'Transfer to downline' }));
  await answerConfirmation('Confirm', 'Transfer to downline');
}
