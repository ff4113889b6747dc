import { renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS, useActionKey } from '@wl/api-client';
import { setSandboxFaults } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import RewardCenterPage from './reward-center-page';

const sandbox = serveSandbox();

describe('reward center (spec §2, §4 activity statuses)', () => {
  it('joins a promotion, then requests its reward: the status follows', async () => {
    await renderAs('member', <RewardCenterPage />);
    const cashback = await screen.findByRole('region', { name: 'Live casino cashback' });
    await userEvent.click(within(cashback).getByRole('button', { name: 'Join' }));
    expect(await within(cashback).findByText('Joined')).toBeInTheDocument();
    await userEvent.click(within(cashback).getByRole('button', { name: 'Request reward' }));
    expect(await within(cashback).findByText('Applying')).toBeInTheDocument();
  });

  it('a picture given as a path on the image hosts is asked for there, never on the site’s own origin (spec §9)', async () => {
    sandbox.server.use(
      http.get(`*${CALLS.promotions.rewardCenter.path}`, () =>
        HttpResponse.json({
          success: true,
          value: [{ promotionId: 502, title: 'Live casino cashback', category: 'CASHBACK', imageUrl: 'promos/cashback.jpg', status: null }],
        }),
      ),
    );
    await renderAs('member', <RewardCenterPage />);
    const card = await screen.findByRole('region', { name: 'Live casino cashback' });
    await waitFor(() =>
      expect(card.querySelector('img')?.getAttribute('src')).toMatch(/^https:\/\/img[12]\.sandbox\.example\.test\/promos\/cashback\.jpg$/),
    );
  });

  it('claims the daily raffle once: the prize shows and the raffle reads claimed', async () => {
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(within(raffle).getByRole('status')).toHaveTextContent(/You won ¥\d+ bonus/));
    expect(await within(raffle).findByText('Claimed')).toBeInTheDocument();
    expect(within(raffle).queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
  });

  it('a raffle drawn offers no second draw, even before the list has caught up with it', async () => {
    sandbox.use({});
    const draws = sandbox.record(new RegExp(CALLS.promotions.claimRaffle.path));
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    // The list asked again after the draw does not answer: only the draw's own answer says it is used.
    sandbox.server.use(http.get(`*${CALLS.promotions.rewardCenter.path}`, () => new Promise<never>(() => undefined)));
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(within(raffle).getByRole('status')).toHaveTextContent(/You won ¥\d+ bonus/));
    expect(within(raffle).queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
    expect(within(raffle).getByText('Claimed')).toBeInTheDocument();
    expect(draws).toHaveLength(1);
  });

  it('a button whose action is on its way keeps the focus and sends nothing more when pressed again', async () => {
    sandbox.use({});
    const joins = sandbox.record(new RegExp(CALLS.promotions.joinPromotion.path));
    await renderAs('member', <RewardCenterPage />);
    const cashback = await screen.findByRole('region', { name: 'Live casino cashback' });
    let answer: () => void = () => undefined;
    sandbox.server.use(
      http.post(`*${CALLS.promotions.joinPromotion.path}`, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))),
    );
    const join = within(cashback).getByRole('button', { name: 'Join' });
    await userEvent.click(join);
    await userEvent.click(join);
    // Busy, not disabled: a disabled button drops the focus to the page (browsers do; jsdom does not).
    expect(join).toBeEnabled();
    expect(join).toHaveFocus();
    expect(join).toHaveAttribute('aria-disabled', 'true');
    expect(join).toHaveAttribute('aria-busy', 'true');
    expect(joins).toHaveLength(1);
    answer();
  });

  it('a draw whose answer was lost, drawn again, claims the prize once: the retry carries the same key and shows the prize', async () => {
    sandbox.use({});
    const draws = sandbox.record(new RegExp(CALLS.promotions.claimRaffle.path), (request) => request.headers.get('Idempotency-Key'));
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    // The draw is applied and its answer lost; the list asked again after it fails too, so the card still offers the draw.
    await setSandboxFaults({
      dropResponsePaths: [CALLS.promotions.claimRaffle.path],
      failureRates: { [CALLS.promotions.rewardCenter.path]: 1 },
    });
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    expect(await within(raffle).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    await waitFor(() => expect(within(raffle).getByRole('status')).toHaveTextContent(/You won ¥\d+ bonus/));
    expect(draws).toHaveLength(2);
    expect(draws[1]).toBe(draws[0]);
  });

  it('a reward request whose answer was lost holds the key the promotion’s page retries it with: one request, one key, from either page', async () => {
    sandbox.use({});
    const requests = sandbox.record(new RegExp(CALLS.promotions.requestReward.path), (request) => request.headers.get('Idempotency-Key'));
    await renderAs('member', <RewardCenterPage />);
    const cashback = await screen.findByRole('region', { name: 'Live casino cashback' });
    await userEvent.click(within(cashback).getByRole('button', { name: 'Join' }));
    expect(await within(cashback).findByText('Joined')).toBeInTheDocument();
    await setSandboxFaults({
      dropResponsePaths: [CALLS.promotions.requestReward.path],
      failureRates: { [CALLS.promotions.rewardCenter.path]: 1 },
    });
    await userEvent.click(within(cashback).getByRole('button', { name: 'Request reward' }));
    expect(await within(cashback).findByRole('alert')).toHaveTextContent('The network is abnormal, please try again');
    await setSandboxFaults({});
    // The promotion page's key for the same request, as content's promo-detail-page.tsx asks for it (its spec checks the converse).
    const promotionPage = renderHook(() => useActionKey('rewardRequest 502', { promotionId: 502 }));
    expect(requests).toHaveLength(1);
    expect(promotionPage.result.current.key()).toBe(requests[0]);
  });

  it('after Join or Request reward the focus moves to the new status, so it is read out instead of dropping to the page', async () => {
    sandbox.use({});
    await renderAs('member', <RewardCenterPage />);
    const cashback = await screen.findByRole('region', { name: 'Live casino cashback' });
    await userEvent.click(within(cashback).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Joined'));
    expect(cashback).toContainElement(document.activeElement as HTMLElement);
    await userEvent.click(within(cashback).getByRole('button', { name: 'Request reward' }));
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Applying'));
    expect(cashback).toContainElement(document.activeElement as HTMLElement);
  });

  it('after a draw the focus moves to the prize won', async () => {
    sandbox.use({});
    await renderAs('vip', <RewardCenterPage />);
    const raffle = await screen.findByRole('region', { name: 'Lucky raffle' });
    await userEvent.click(within(raffle).getByRole('button', { name: 'Draw now' }));
    expect(await within(raffle).findByRole('status')).toHaveFocus();
  });

  it('offers no draw for a raffle that is closed or not open yet', async () => {
    const raffle = (promotionId: number, title: string, status: string) => ({ promotionId, title, category: 'RAFFLE', status });
    sandbox.server.use(
      http.get(`*${CALLS.promotions.rewardCenter.path}`, () =>
        HttpResponse.json({ success: true, value: [raffle(1, 'Closed raffle', 'CLOSE'), raffle(2, 'Next raffle', 'COMING_SOON')] }),
      ),
    );
    await renderAs('vip', <RewardCenterPage />);
    for (const name of ['Closed raffle', 'Next raffle']) {
      const card = await screen.findByRole('region', { name });
      expect(within(card).queryByRole('button', { name: 'Draw now' })).not.toBeInTheDocument();
    }
  });

  it('rewards are written in the player’s language: a language switch shows them in the new one', async () => {
    // The server titles a promotion in the language its `Language` header names.
    sandbox.server.use(
      http.get(`*${CALLS.promotions.rewardCenter.path}`, ({ request }) => {
        const title = request.headers.get('Language') === 'VI' ? 'Hoàn tiền' : 'Cashback';
        return HttpResponse.json({ success: true, value: [{ promotionId: 1, title, category: 'casino', status: null }] });
      }),
    );
    const { setLanguage } = await renderAs('member', <RewardCenterPage />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('region', { name: 'Cashback' })).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByRole('region', { name: 'Hoàn tiền' })).toBeInTheDocument();
  });
});
