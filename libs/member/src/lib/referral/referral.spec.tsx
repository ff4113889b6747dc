import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { memberApi } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import ReferralPage from './referral-page';

const { server } = serveSandbox();

describe('invite friends (spec §2 referral)', () => {
  it('gives the invite link to /register carrying the referral code, and the invited count', async () => {
    await renderAs('member', <ReferralPage />);
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    const code = (screen.getByRole('textbox', { name: 'Referral code' }) as HTMLInputElement).value;
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=${code}`);
    expect(screen.getByRole('heading', { name: '2 friends invited' })).toBeInTheDocument();
  });

  it('shows nothing to invite while the server has REFERRAL off', async () => {
    const { store } = await renderAs('member', <ReferralPage />);
    server.use(
      http.get('*/wps/member/loginInfo', async () =>
        HttpResponse.json({
          success: true,
          value: {
            balance: 0,
            currencySymbol: '¥',
            vipLabelName: '',
            vipRankLevel: 0,
            hasVip: false,
            availablePromoCount: 0,
            unreadMessage: 0,
            availablePromo: { REFERRAL: { enabled: false } },
          },
        }),
      ),
    );
    store.dispatch(memberApi.util.invalidateTags(['LoginInfo']));
    expect(await screen.findByText('Inviting friends is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });
});
