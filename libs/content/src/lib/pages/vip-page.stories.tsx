import type { Meta, StoryObj } from '@storybook/react-vite';
import { authApi } from '@wl/api-client';
import { BRAND_VARIANTS, createTestStore } from '@wl/testing';
import VipPage from './vip-page';

/** Logs a demo account in against the sandbox Storybook answers with, where the story's store reads the token. */
const loggedInAs = (username: string, password: string) => async () => {
  const result = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password }))
    .unwrap();
  sessionStorage.setItem('token', result.token);
  sessionStorage.setItem('isAgent', String(result.customerType));
  return {};
};

/** `/vip` without header or footer: the club ranks, the player's rank and progress (README demo accounts). */
const meta = {
  title: 'content/VIP page',
  component: VipPage,
  parameters: { layout: 'fullscreen' },
  loaders: [loggedInAs('demo_member', 'Member#2024')],
} satisfies Meta<typeof VipPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rank 3, part of the way to rank 4. */
export const Member: Story = {};
/** Rank 6: the VIP customer-service channel among the benefits. */
export const Vip: Story = { loaders: [loggedInAs('demo_vip', 'Vip#2024')] };
export const Dark: Story = BRAND_VARIANTS.dark;
export const RightToLeft: Story = BRAND_VARIANTS.rightToLeft;
