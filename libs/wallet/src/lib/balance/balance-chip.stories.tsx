import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
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
/** The phone's header: no visible label, no refresh button while the balance is in. */
export const Phone: Story = { args: { compact: true } };
/** The balance call fails: the chip says so and offers its refresh in the place of the show/hide toggle. */
export const Unavailable: Story = { parameters: { msw: [http.get('*/wps/v2/wallets/balance', () => HttpResponse.error())] } };
