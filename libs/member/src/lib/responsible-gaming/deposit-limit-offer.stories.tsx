import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemberStore, MemberSession, registerNewPlayer } from '../../testing/member-session';
import { FirstDepositLimitOffer, DepositLimitOffer } from './deposit-limit-offer';
import { SessionClock } from './session-clock';

/** A player who has just registered against the story's sandbox: never deposited, no limit. */
function NewPlayerSession({ children }: { children: ReactNode }) {
  const [store] = useState(createMemberStore);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const username = `story${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
    void registerNewPlayer(store, username).then(() => {
      setReady(true);
    });
  }, [store]);
  return ready ? <Provider store={store}>{children}</Provider> : null;
}

/**
 * Responsible gaming for a new player: the deposit-limit step offered after registration (the site's
 * modal body) and beside the first deposit, and the compact session clock of the phone header.
 * Answered by the sandbox; the toolbar switches brand, language and direction.
 */
const meta = {
  title: 'member/Responsible gaming offers',
  component: FirstDepositLimitOffer,
  decorators: [(Story) => <NewPlayerSession>{Story()}</NewPlayerSession>],
} satisfies Meta<typeof FirstDepositLimitOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Beside the first deposit: a card above the deposit form while the player has no limit and has not deposited. */
export const BesideFirstDeposit: Story = {};
/** Right after registration: the optional step, with "not now". */
export const AfterRegistration: Story = { render: () => <DepositLimitOffer onDone={() => undefined} /> };
/** A player who has deposited before is not offered it: nothing shows. */
export const NotOfferedAfterDeposits: Story = { decorators: [(Story) => <MemberSession>{Story()}</MemberSession>] };
/** The phone header's session clock: the timer over small digits, a link to the responsible-gaming page. */
export const PhoneSessionClock: Story = {
  render: () => <SessionClock compact />,
  decorators: [(Story) => <MemberSession>{Story()}</MemberSession>],
};
