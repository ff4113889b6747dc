import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { BRAND_VARIANTS, loggedInAs } from '../../testing/story-login';
import { BalanceChip } from './balance-chip';

const meta = { title: 'wallet/BalanceChip', component: BalanceChip, loaders: [loggedInAs('demo_member')] } satisfies Meta<
  typeof BalanceChip
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
/** Until the first answer: 'balance updating' (the balance call never answers here). */
export const Updating: Story = { parameters: { msw: [http.get('*/wps/v2/wallets/balance', () => new Promise<never>(() => undefined))] } };
