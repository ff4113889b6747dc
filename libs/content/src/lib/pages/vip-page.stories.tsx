import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import VipPage from './vip-page';

/** `/vip` without header or footer: the club ranks, the player's rank and progress (README demo accounts). */
const meta = {
  title: 'content/VIP page',
  component: VipPage,
  parameters: { layout: 'fullscreen' },
  loaders: [loggedInAs('demo_member')],
} satisfies Meta<typeof VipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rank 3, part of the way to rank 4. */
export const Member: Story = {};
/** Rank 6: the VIP customer-service channel among the benefits. */
export const Vip: Story = { loaders: [loggedInAs('demo_vip')] };
export const Dark: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
