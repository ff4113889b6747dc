import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import DepositPage, { PayInDetails } from './deposit-page';

const meta = { title: 'wallet/Deposit (depositv2)', component: DepositPage, loaders: [loggedInAs('demo_member')] } satisfies Meta<
  typeof DepositPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

const order = {
  orderId: 'D10101',
  channelId: 'bank-transfer',
  amount: '500',
  status: 'PENDING',
  createdAt: Date.UTC(2026, 10, 23, 3),
} as const;

export const Channels: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
/** What a submitted bank-transfer deposit shows: where to pay, with the reference. */
export const BankPayIn: Story = {
  render: () => (
    <PayInDetails
      order={{
        ...order,
        payIn: {
          type: 'BANK',
          bankName: 'BDO Unibank',
          accountName: 'Sandbox Merchant Inc.',
          accountNumber: '0012 3456 7890',
          reference: 'REFD10101',
        },
      }}
      onAnother={() => undefined}
    />
  ),
};
export const QrPayIn: Story = {
  render: () => (
    <PayInDetails
      order={{
        ...order,
        channelId: 'qr-ph',
        payIn: { type: 'QR', qrContent: 'sandbox-pay://qr-ph?ref=REFD10101&amount=500.00', reference: 'REFD10101' },
      }}
      onAnother={() => undefined}
    />
  ),
};
export const QrPayInDarkBrand: Story = { ...QrPayIn, ...BRAND_VARIANTS.dark };
const qrOrder = { ...order, payIn: { type: 'QR', qrContent: 'sandbox-pay://qr-ph?ref=REFD10101', reference: 'REFD10101' } } as const;
/** Once the record says the money came: no details to pay in again. */
export const Credited: Story = {
  render: () => <PayInDetails order={qrOrder} status="SUCCESS" onAnother={() => undefined} />,
};
/** Closed by the merchant without the money: not to be paid for. */
export const Closed: Story = {
  render: () => <PayInDetails order={qrOrder} status="FAILED" onAnother={() => undefined} />,
};
