import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS, loggedInAs } from '@wl/testing';
import PointMallPage from './point-mall-page';

/** The points mall as demo_member (8,400 points) sees it, answered by the sandbox; the toolbar switches brand and language. */
const meta = {
  title: 'wallet/Points mall',
  component: PointMallPage,
  loaders: [loggedInAs('demo_member')],
} satisfies Meta<typeof PointMallPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsMember: Story = {};
export const Dark: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
/** demo_vip: 52,000 points, so every reward in stock is within reach. */
export const AsVip: Story = { loaders: [loggedInAs('demo_vip')] };
