import type { Meta, StoryObj } from '@storybook/react-vite';
import { BRAND_VARIANTS } from '@wl/testing';
import { updateStore } from '../service-worker/update-store';
import { UpdatePrompt } from './update-prompt';

/** The prompt shows once the service worker offers a waiting build: the story offers one. */
const withBuildWaiting = async () => {
  updateStore.offer(() => undefined);
  return {};
};

const meta = {
  title: 'site/UpdatePrompt',
  component: UpdatePrompt,
  loaders: [withBuildWaiting],
  parameters: { viewport: { defaultViewport: 'mobile1' } },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new build is out: later, or reload now (never on its own, mid-game). */
export const BuildWaiting: Story = {};
export const DarkBrand: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
