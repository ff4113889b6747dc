import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import { AccountRecordPage, BettingRecordPage, BonusRecordPage, ProfitRecordPage } from './record-pages';

const meta = { title: 'wallet/Records', component: AccountRecordPage, loaders: [loggedInAs('demo_member')] } satisfies Meta<
  typeof AccountRecordPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** transactionHistory */
export const AccountRecord: Story = {};
export const AccountRecordDarkBrand: Story = BRAND_VARIANTS.dark;
export const AccountRecordRightToLeft: Story = BRAND_VARIANTS.rightToLeft;
/** personalHistoryCopy */
export const BettingRecord: Story = { render: () => <BettingRecordPage /> };
export const BettingRecordRightToLeft: Story = { ...BettingRecord, ...BRAND_VARIANTS.rightToLeft };
/** personalProfit */
export const ProfitAndLoss: Story = { render: () => <ProfitRecordPage /> };
export const ProfitAndLossDarkBrand: Story = { ...ProfitAndLoss, ...BRAND_VARIANTS.dark };
/** bonusDetails */
export const BonusDetails: Story = { render: () => <BonusRecordPage /> };
/** agent_l42 has no money history: every record shows its empty state. */
export const Empty: Story = { loaders: [loggedInAs('agent_l42')] };
