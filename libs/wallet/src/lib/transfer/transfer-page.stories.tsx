import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import TransferPage from './transfer-page';
import TransferUplinePage from './transfer-upline-page';

const meta = { title: 'wallet/MyWallet (transferFund)', component: TransferPage, loaders: [loggedInAs('demo_member')] } satisfies Meta<
  typeof TransferPage
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
/** transferUpline: an agent of level 2 sends money to agent_l1. */
export const TransferToUpline: Story = { render: () => <TransferUplinePage />, loaders: [loggedInAs('agent_l2')] };
export const TransferToUplineRightToLeft: Story = { ...TransferToUpline, ...BRAND_VARIANTS.rightToLeft };
