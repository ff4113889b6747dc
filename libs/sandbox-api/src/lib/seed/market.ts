import type { DepositChannel } from '@wl/api-client';

/**
 * Where the sandbox's merchant does business, chosen by the brand's currency: its country (first in the dialling
 * codes, and the seeded players' code), the banks a player withdraws to, the merchant's pay-in accounts and the
 * e-wallet and QR scheme a deposit uses. A Thai brand's sandbox takes PromptPay and Kasikornbank, not GCash and BDO.
 */
export interface Market {
  country: Country;
  /** The merchant's own bank first: deposits by bank transfer pay into it, and seeded players withdraw to it. */
  banks: readonly [Bank, ...Bank[]];
  eWallet: { channelId: string; name: string };
  qr: { channelId: string; name: string };
  /** The merchant's account at its bank, and its e-wallet's, shown on a pay-in. */
  merchantAccountNumber: string;
  merchantEWalletAccount: string;
  /** The e-wallet a seeded player once paid in from. */
  playerEWalletAccount: string;
  /** A local match in the seeded players' betting records. */
  localFixture: string;
}

interface Country {
  countryCode: string;
  countryDialingCode: string;
}

interface Bank {
  bankCode: string;
  bankName: string;
}

export const MERCHANT_ACCOUNT_NAME = 'Sandbox Merchant Inc.';

const PHILIPPINES: Market = {
  country: { countryCode: 'PH', countryDialingCode: '+63' },
  banks: [
    { bankCode: 'BDO', bankName: 'BDO Unibank' },
    { bankCode: 'BPI', bankName: 'Bank of the Philippine Islands' },
    { bankCode: 'MBT', bankName: 'Metrobank' },
    { bankCode: 'UBP', bankName: 'UnionBank' },
  ],
  eWallet: { channelId: 'gcash', name: 'GCash' },
  qr: { channelId: 'qr-ph', name: 'QR Ph' },
  merchantAccountNumber: '0012 3456 7890',
  merchantEWalletAccount: '0917 555 0199',
  playerEWalletAccount: '0917 555 0100',
  localFixture: 'Football: Manila FC v Cebu',
};

const THAILAND: Market = {
  country: { countryCode: 'TH', countryDialingCode: '+66' },
  banks: [
    { bankCode: 'KBANK', bankName: 'Kasikornbank' },
    { bankCode: 'SCB', bankName: 'Siam Commercial Bank' },
    { bankCode: 'BBL', bankName: 'Bangkok Bank' },
    { bankCode: 'KTB', bankName: 'Krungthai Bank' },
  ],
  eWallet: { channelId: 'truemoney', name: 'TrueMoney Wallet' },
  qr: { channelId: 'promptpay', name: 'PromptPay' },
  merchantAccountNumber: '012 3 45678 9',
  merchantEWalletAccount: '081 555 0199',
  playerEWalletAccount: '081 555 0100',
  localFixture: 'Football: Bangkok United v Buriram United',
};

const CHINA: Market = {
  country: { countryCode: 'CN', countryDialingCode: '+86' },
  banks: [
    { bankCode: 'ICBC', bankName: 'Industrial and Commercial Bank of China' },
    { bankCode: 'CCB', bankName: 'China Construction Bank' },
    { bankCode: 'ABC', bankName: 'Agricultural Bank of China' },
    { bankCode: 'BOC', bankName: 'Bank of China' },
  ],
  eWallet: { channelId: 'alipay', name: 'Alipay' },
  qr: { channelId: 'wechat-pay', name: 'WeChat Pay' },
  merchantAccountNumber: '6222 0212 3456 7890',
  merchantEWalletAccount: '138 0013 8099',
  playerEWalletAccount: '138 0013 8000',
  localFixture: 'Football: Shanghai Port v Beijing Guoan',
};

const VIETNAM: Market = {
  country: { countryCode: 'VN', countryDialingCode: '+84' },
  banks: [
    { bankCode: 'VCB', bankName: 'Vietcombank' },
    { bankCode: 'TCB', bankName: 'Techcombank' },
    { bankCode: 'BIDV', bankName: 'BIDV' },
    { bankCode: 'ACB', bankName: 'Asia Commercial Bank' },
  ],
  eWallet: { channelId: 'momo', name: 'MoMo' },
  qr: { channelId: 'vietqr', name: 'VietQR' },
  merchantAccountNumber: '0123 4567 8901',
  merchantEWalletAccount: '090 555 0199',
  playerEWalletAccount: '090 555 0100',
  localFixture: 'Football: Hà Nội FC v Hoàng Anh Gia Lai',
};

const UNITED_STATES: Market = {
  country: { countryCode: 'US', countryDialingCode: '+1' },
  banks: [
    { bankCode: 'CHASE', bankName: 'JPMorgan Chase' },
    { bankCode: 'BOFA', bankName: 'Bank of America' },
    { bankCode: 'CITI', bankName: 'Citibank' },
    { bankCode: 'WFC', bankName: 'Wells Fargo' },
  ],
  eWallet: { channelId: 'paypal', name: 'PayPal' },
  qr: { channelId: 'cash-app', name: 'Cash App' },
  merchantAccountNumber: '0001 2345 6789',
  merchantEWalletAccount: 'pay@merchant.sandbox.test',
  playerEWalletAccount: 'player@sandbox.test',
  localFixture: 'Football: LA Galaxy v Inter Miami',
};

/** The seed's own market, for a sandbox not told its currency (tests, Storybook): the Philippine merchant it was written for. */
export const SEED_MARKET = PHILIPPINES;

const MARKETS: Readonly<Record<string, Market>> = { '₱': PHILIPPINES, '฿': THAILAND, '¥': CHINA, '₫': VIETNAM, $: UNITED_STATES };

/** The market of a merchant paid in `currencySymbol`; the seed's own for a currency the sandbox does not know. */
export const marketOf = (currencySymbol: string | undefined): Market =>
  (currencySymbol === undefined ? undefined : MARKETS[currencySymbol]) ?? SEED_MARKET;

/** The market's pay-in channels (spec §4: bank transfer, e-wallet, QR), each with its own bounds and presets. */
export const depositChannels = ({ eWallet, qr }: Market): readonly DepositChannel[] => [
  {
    channelId: 'bank-transfer',
    type: 'BANK',
    name: 'Bank transfer',
    min: '100.00',
    max: '50000.00',
    presets: ['100.00', '500.00', '1000.00', '5000.00'],
  },
  { ...eWallet, type: 'EWALLET', min: '50.00', max: '20000.00', presets: ['50.00', '200.00', '500.00', '1000.00'] },
  { ...qr, type: 'QR', min: '10.00', max: '10000.00', presets: ['100.00', '300.00', '500.00', '1000.00'] },
];
