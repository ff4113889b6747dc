import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import WithdrawPage from './withdraw-page';

/**
 * demo_member has a disbursed withdrawal waiting for the receipt confirmation (spec §4); the recent withdrawals
 * under the form list it as pending beside a completed one.
 */
const meta = { title: 'wallet/Withdraw', component: WithdrawPage, loaders: [loggedInAs('demo_member')] } satisfies Meta<
  typeof WithdrawPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReceiptToConfirm: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
/** demo_vip still has turnover to bet: the form says how much and does not submit. */
export const TurnoverRequired: Story = { loaders: [loggedInAs('demo_vip')] };
/** agent_l42 has no past: no bank account yet, so the form to add one is open, and no recent withdrawals. */
export const NoBankAccount: Story = { loaders: [loggedInAs('agent_l42')] };
