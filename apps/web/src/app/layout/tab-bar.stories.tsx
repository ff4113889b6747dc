import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { TabBar } from './tab-bar';
import { asGuest, asMember, withModals } from '../../testing/story-session';

const meta = {
  title: 'site/TabBar',
  component: TabBar,
  args: { accountOpen: false, onOpenAccount: () => undefined },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  loaders: [asGuest],
  decorators: [withModals],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the current tab; sign up is the accent, told by its icon on the brand's colour. */
export const Guest: Story = {};
/** A player's fourth tab is deposit. */
export const Member: Story = { loaders: [asMember] };
/** On a lobby the games tab is the current section (the bar reads its page from the router). */
export const OnAGamePage: Story = { loaders: [asMember], parameters: { route: '/rng' } };
export const DarkBrand: Story = { loaders: [asMember], ...BRAND_VARIANTS.dark };
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
