import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GuardedActionContext, type GuardedAction } from '@wl/session';
import { ModalProvider } from '@wl/ui-kit';
import { LotteryLobby } from './lottery-lobby';

/**
 * The lottery lobbies against the sandbox, as a guest: choosing a game or the lobby asks the
 * guard (here a recorded action; on the site, the login popup). The brand toolbar shows each
 * brand's prize modes (default: all four; golden-lotus: ZY and Elott; mekong-star: SEA and Lott).
 */
const guest: GuardedAction = fn();
/** None registered: the lobby only asks whether the site's login popup is open. */
const NO_MODALS = {};

const meta = {
  title: 'lottery/Lobby',
  component: LotteryLobby,
  args: { kind: 'lottery' },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <ModalProvider registry={NO_MODALS}>
        <GuardedActionContext.Provider value={guest}>
          <Story />
        </GuardedActionContext.Provider>
      </ModalProvider>
    ),
  ],
} satisfies Meta<typeof LotteryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `/lottery`: LOTT and ELOTT games, popular lotteries; a guest is asked to log in for the draws. */
export const Lottery: Story = {};

/** `/vnlottery`: games by region and the latest Vietnamese numbers (open to everyone), with countdowns. */
export const VietnameseLottery: Story = { args: { kind: 'vn' } };

/** `/seaLottery`: the Southeast Asian games. */
export const SeaLottery: Story = { args: { kind: 'sea' } };

/** `/elott`: ELOTT games first, then LOTT. */
export const ELottery: Story = { args: { kind: 'elott' } };

/** A phone: the popular list drops under the games. */
export const VietnameseLotteryOnAPhone: Story = { args: { kind: 'vn' }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
