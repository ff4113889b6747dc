import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { AccountDrawer } from './account-drawer';
import { asGuest, asMember, withModals } from '../../testing/story-session';

const meta = {
  title: 'site/AccountDrawer',
  component: AccountDrawer,
  args: { open: true, onClose: () => undefined, sideMenu: true },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  loaders: [asGuest],
  decorators: [withModals],
} satisfies Meta<typeof AccountDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The guest's other ways in, the language and the side bar's entries (a phone has no side bar). */
export const Guest: Story = {};
/** The player's name and account menu instead. */
export const Member: Story = { loaders: [asMember] };
/** A layout without the side bar (spec §2 table) leaves its entries out. */
export const WithoutSideMenu: Story = { args: { sideMenu: false }, loaders: [asMember] };
export const DarkBrand: Story = { loaders: [asMember], ...BRAND_VARIANTS.dark };
/** Right to left, the drawer comes from the left, the side of the tab that opens it. */
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
