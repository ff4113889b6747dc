import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { Footer } from './footer';

const meta = { title: 'site/Footer', component: Footer, parameters: { layout: 'fullscreen' } } satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The steps, the brand's licence and age line, the about links and the merchant's social links (its white-label resources). */
export const Desktop: Story = {};
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
