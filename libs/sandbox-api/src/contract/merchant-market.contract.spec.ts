import { describe, expect, it } from 'vitest';
import { authApi, systemApi, walletApi, type DepositChannel, type DepositOrder, type WithdrawInfo } from '@wl/api-client';
import { contractHarness } from './harness';

// A sandbox serving the Thai brand (the server reads `currencySymbol` from the site's brand config).
const thai = contractHarness({ currencySymbol: '฿' });
const fresh = { forceRefetch: true } as const;

describe("the sandbox does business in its merchant's market, chosen by the brand's currency", () => {
  it("offers the merchant's country first among the dialling codes", async () => {
    const countries = (await thai.store.dispatch(systemApi.endpoints.getCountries.initiate(undefined, fresh))).data;
    expect(countries?.[0]).toEqual({ countryCode: 'TH', countryDialingCode: '+66' });
    expect(countries?.filter(({ countryCode }) => countryCode === 'TH')).toHaveLength(1);
  });

  it("gives the seeded players the merchant's dialling code, so an SMS login by their number reaches them", async () => {
    const send = (countryDialingCode: string) =>
      thai.newStore().dispatch(authApi.endpoints.sendLoginSms.initiate({ countryDialingCode, mobileNum: '9175550101' }));
    thai.expectContract('auth', 'sendLoginSms', await send('+66'));
    thai.expectError(await send('+63'), 'error.userOrEmailNotFound');
  });

  it("pays in with the market's e-wallet and QR scheme, into the merchant's local bank", async () => {
    await thai.loginAs('demo_member');
    const channels = (await thai.store.dispatch(walletApi.endpoints.getDepositChannels.initiate(undefined, fresh)))
      .data as DepositChannel[];
    expect(channels.map(({ name }) => name)).toEqual(['Bank transfer', 'TrueMoney Wallet', 'PromptPay']);
    const order = (
      await thai.store.dispatch(
        walletApi.endpoints.deposit.initiate({ channelId: 'bank-transfer', amount: '500.00', idempotencyKey: 'th-1' }),
      )
    ).data as DepositOrder;
    expect(order.payIn).toMatchObject({ type: 'BANK', bankName: 'Kasikornbank' });
  });

  it("withdraws to the market's banks, where the seeded players' accounts are", async () => {
    await thai.loginAs('demo_member');
    const info = (await thai.store.dispatch(walletApi.endpoints.getWithdrawInfo.initiate(undefined, fresh))).data as WithdrawInfo;
    expect(info.banks.map(({ bankName }) => bankName)).toContain('Siam Commercial Bank');
    expect(info.banks.map(({ bankName }) => bankName)).not.toContain('BDO Unibank');
    expect(info.bankAccounts[0]).toMatchObject({ bankCode: 'KBANK', bankName: 'Kasikornbank' });
  });

  it("places the visitor in the merchant's country: the last login's country is the market's", async () => {
    await thai.loginAs('demo_vip');
    const again = await thai.loginAs('demo_vip');
    expect(again.lastLogin).toMatchObject({ country: 'TH' });
  });
});
