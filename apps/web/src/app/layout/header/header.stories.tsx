import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { Header } from './header';
import { asGuest, asMember, asTrial, withModals } from '../../../testing/story-session';

const phone = { viewport: { defaultViewport: 'mobile1' } };

const meta = {
  title: 'site/Header',
  component: Header,
  args: { phone: false, onOpenAccount: () => undefined },
  parameters: { layout: 'fullscreen' },
  loaders: [asGuest],
  decorators: [withModals],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The utility bar (the guest's other ways in, the language), the logo, the inline login and the category bar. */
export const DesktopGuest: Story = {};
/** The balance, the session clock, the messages and the account menu instead of the login. */
export const DesktopMember: Story = { loaders: [asMember] };
/** Log in and register beside the logo, the categories as a row of chips. */
export const PhoneGuest: Story = { args: { phone: true }, parameters: phone };
/** The balance chip with its deposit button, the clock, the messages; the logo gives way to the brand's mark when the row is short. */
export const PhoneMember: Story = { args: { phone: true }, parameters: phone, loaders: [asMember] };
/** A trial's play money is badged "Trial" beside the balance. */
export const PhoneTrial: Story = { args: { phone: true }, parameters: phone, loaders: [asTrial] };
export const DarkBrand: Story = { args: { phone: true }, parameters: phone, loaders: [asMember], ...BRAND_VARIANTS.dark };
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
