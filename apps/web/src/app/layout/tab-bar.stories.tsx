import type { Meta, StoryObj } from '@storybook/react-vite';
import { logInToSandbox } from '@wl/testing';
import { ModalProvider } from '@wl/ui-kit';
import { TabBar } from './tab-bar';

/** A guest story after a member's must not find the member's session. */
const asGuest = async () => {
  sessionStorage.clear();
  return {};
};
const asMember = async () => {
  await logInToSandbox('member');
  return {};
};

const meta = {
  title: 'site/TabBar',
  component: TabBar,
  args: { accountOpen: false, onOpenAccount: () => undefined },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  loaders: [asGuest],
  decorators: [
    (Story) => (
      <ModalProvider registry={{}}>
        <Story />
      </ModalProvider>
    ),
  ],
} satisfies Meta<typeof TabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home is the current tab; sign up is the accent, told by its icon on the brand's colour. */
export const Guest: Story = {};
/** A player's fourth tab is deposit. */
export const Member: Story = { loaders: [asMember] };
/** On a lobby the games tab is the current section (the bar reads its page from the router). */
export const OnAGamePage: Story = { loaders: [asMember], parameters: { route: '/rng' } };
export const DarkBrand: Story = { loaders: [asMember], globals: { brand: 'mekong-star' } };
export const RightToLeft: Story = { globals: { brand: 'desert-rose' } };
