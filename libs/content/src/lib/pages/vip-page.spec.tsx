import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authApi, CALLS } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { createTestStore, renderWithProviders, startSandboxTrial, withoutDirPseudoClass } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import VipPage from './vip-page';

const sandbox = serveSandbox();

/** The test store sends the token kept in sessionStorage, as the site's does after a login. */
async function logIn(username: string, password: string) {
  const result = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  sessionStorage.setItem('token', result.token);
  sessionStorage.setItem('isAgent', String(result.customerType));
}

describe('VIP page (/vip, spec §2)', () => {
  it("shows the rank from the club label, progress to the next rank, each rank's benefits and a way back", async () => {
    await logIn('demo_member', 'Member#2024');
    renderWithProviders(<VipPage />, { route: '/vip' });
    expect(await screen.findByRole('heading', { name: 'Your rank: VIP 3' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 4' })).toBeInTheDocument();
    const ranks = within(screen.getByRole('region', { name: 'Ranks and benefits' })).getAllByRole('listitem');
    expect(ranks).toHaveLength(8);
    expect(ranks[3]).toHaveAttribute('aria-current', 'true');
    expect(within(ranks[5] as HTMLElement).getByText('VIP customer service').nextElementSibling).toHaveTextContent('Yes');
    expect(within(ranks[4] as HTMLElement).getByText('VIP customer service').nextElementSibling).toHaveTextContent('No');
    expect(screen.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['EN', 'none'],
    ['AR', 'scaleX(-1)'],
  ] as const)('in %s the way back points to where a line starts', async (language, transform) => {
    renderWithProviders(<VipPage />, { route: '/vip', language });
    const back = await screen.findByRole('link', { name: 'Back to the site' });
    withoutDirPseudoClass();
    expect(getComputedStyle(back.querySelector('svg') as SVGElement).transform || 'none').toBe(transform);
  });

  it('a next rank that needs no more turnover shows a line saying the player qualifies for it, not an empty progress bar', async () => {
    // A ladder whose entry rank needs no turnover, and a new player with no club label yet: the next rank's threshold is 0.
    const benefits = { rebatePercent: 0.3, dailyWithdrawals: 3, birthdayBonus: 0, upgradeBonus: 0, vipService: false };
    const ranks = [
      { rankLevel: 1, labelName: 'Bronze', turnoverRequired: 0, benefits },
      { rankLevel: 2, labelName: 'Silver', turnoverRequired: 10_000, benefits },
    ];
    const newPlayer = { id: 1, account: 'demo_member', nickname: '', type: 0, toUpline: false, clubLabel: null, memberLabel: [] };
    sandbox.server.use(
      http.get(`*${CALLS.member.info.path}`, () => HttpResponse.json({ success: true, value: newPlayer })),
      http.get(`*${CALLS.member.vip.path}`, () => HttpResponse.json({ success: true, value: { ranks, turnover: 0 } })),
    );
    await logIn('demo_member', 'Member#2024');
    renderWithProviders(<VipPage />, { route: '/vip' });
    expect(await screen.findByText('Your turnover qualifies you for Bronze.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('the ladder reads from its lowest rank, and the next rank is the lowest above the player’s, even where the operator skips a level', async () => {
    const benefits = { rebatePercent: 0.3, dailyWithdrawals: 3, birthdayBonus: 0, upgradeBonus: 0, vipService: false };
    const ranks = [
      { rankLevel: 5, labelName: 'Diamond', turnoverRequired: 90_000, benefits },
      { rankLevel: 1, labelName: 'Bronze', turnoverRequired: 0, benefits },
      { rankLevel: 3, labelName: 'Gold', turnoverRequired: 10_000, benefits },
    ];
    const bronze = {
      id: 1,
      account: 'demo_member',
      nickname: '',
      type: 0,
      toUpline: false,
      clubLabel: { labelName: 'Bronze', rankLevel: 1 },
      memberLabel: [],
    };
    sandbox.server.use(
      http.get(`*${CALLS.member.info.path}`, () => HttpResponse.json({ success: true, value: bronze })),
      http.get(`*${CALLS.member.vip.path}`, () => HttpResponse.json({ success: true, value: { ranks, turnover: 500 } })),
    );
    await logIn('demo_member', 'Member#2024');
    renderWithProviders(<VipPage />, { route: '/vip' });
    expect(await screen.findByRole('progressbar', { name: 'Progress to Gold' })).toBeInTheDocument();
    expect(screen.queryByText('You have reached the top rank.')).toBeNull();
    const ladder = within(screen.getByRole('region', { name: 'Ranks and benefits' })).getAllByRole('listitem');
    expect(ladder.map((rank) => ['Bronze', 'Gold', 'Diamond'].find((name) => rank.textContent?.startsWith(name)))).toEqual([
      'Bronze',
      'Gold',
      'Diamond',
    ]);
  });

  it("shows bonuses in the player's wallet currency and its decimals (₫: none), not the default ¥", async () => {
    sandbox.server.use(
      http.get(`*${CALLS.wallet.balance.path}`, () =>
        HttpResponse.json({
          success: true,
          value: { sumBalance: 1000, currencySymbol: '₫', balance: [{ accountTypeId: 0, availBalance: 1000 }] },
        }),
      ),
    );
    await logIn('demo_member', 'Member#2024');
    renderWithProviders(<VipPage />, { route: '/vip' });
    const ranks = within(await screen.findByRole('region', { name: 'Ranks and benefits' })).getAllByRole('listitem');
    await waitFor(() => expect(within(ranks[3] as HTMLElement).getByText('Birthday bonus').nextElementSibling).toHaveTextContent('₫264'));
  });

  it('a guest, with no header on this page, is offered the login here', async () => {
    sessionStorage.clear();
    const guard = vi.fn();
    renderWithProviders(<VipPage />, {
      route: '/vip',
      wrapper: (children) => <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>,
    });
    expect(await screen.findByText('Log in to see your VIP rank.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(guard).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
  });

  it('a trial account, already logged in, is told it needs a real account and offered no "Log in" that logs nobody in', async () => {
    await startSandboxTrial();
    renderWithProviders(<VipPage />, { route: '/vip' });
    expect(await screen.findByText(/real accounts only/i)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
  });

  it('a retry after a failed load stays in place (no skeleton swapped in), busy and not pressable again, while it runs', async () => {
    await logIn('demo_member', 'Member#2024');
    sandbox.server.use(
      http.get('*/wps/member/vip', async () => {
        await delay(300);
        return HttpResponse.json({ success: false, code: 'E999', message: 'down' }, { status: 500 });
      }),
    );
    renderWithProviders(<VipPage />, { route: '/vip' });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(retry);
    await waitFor(() => expect(retry).toHaveAttribute('aria-busy', 'true'));
    // Not pressable again, and still focused: a busy button is aria-disabled, not disabled.
    expect(retry).toHaveAttribute('aria-disabled', 'true');
    expect(retry).toHaveFocus();
  });
});
