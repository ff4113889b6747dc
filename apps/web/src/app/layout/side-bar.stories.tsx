import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { SideBar } from './side-bar';

const meta = { title: 'site/SideBar', component: SideBar } satisfies Meta<typeof SideBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Customer service, download, the merchant's social links and the app's QR code, fixed at the page's side on a desktop. */
export const Desktop: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
/** Right to left, the bar sits at the page's left. */
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
