import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { ModalProvider } from '@wl/ui-kit';
import SecurityCenterPage from '../account/security-center-page';
import ProfilePage from '../account/profile-page';
import RewardCenterPage from '../rewards/reward-center-page';
import ReferralPage from '../referral/referral-page';
import MissionsPage from '../missions/missions-page';
import MessagesPage from '../messages/messages-page';
import { ResponsibleGaming } from '../responsible-gaming/responsible-gaming-page';
import { FeedbackForm } from '../feedback/feedback-form';
import { UnreadMessagesBadge } from '../messages/unread-messages-badge';
import { SessionClock } from '../responsible-gaming/session-clock';
import { MemberCenter } from './member-center';
import { MEMBER_CENTER_PAGES } from './member-center-pages';
import { MemberSession } from '../../testing/member-session';

/**
 * The member center's own entries as demo_member sees them, answered by the sandbox (the toolbar
 * switches brand, language and direction). Each story logs in afresh in its own store.
 */
function Page({ page: Component }: { page: ComponentType }) {
  return (
    <ModalProvider registry={{}}>
      <Component />
    </ModalProvider>
  );
}

const meta = {
  title: 'member/Member center pages',
  component: Page,
  decorators: [(Story) => <MemberSession>{Story()}</MemberSession>],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const MyAccount: Story = { args: { page: SecurityCenterPage } };
export const Profile: Story = { args: { page: ProfilePage } };
export const RewardCenter: Story = { args: { page: RewardCenterPage } };
export const InviteFriends: Story = { args: { page: ReferralPage } };
export const Missions: Story = { args: { page: MissionsPage } };
export const PlatformMessages: Story = { args: { page: MessagesPage } };
export const ResponsibleGamingControls: Story = { args: { page: ResponsibleGaming } };
export const Feedback: Story = { args: { page: FeedbackForm } };
/** The header's pieces (placed by the layout): the unread badge and the session clock. */
export const HeaderPieces: Story = {
  args: {
    page: () => (
      <>
        <UnreadMessagesBadge onOpen={() => undefined} />
        <SessionClock />
      </>
    ),
  },
};
/** The whole center with the member's pages (the money entries come from the wallet in the site). */
export const WholeCenter: Story = { args: { page: () => <MemberCenter openMissionCount={2} pages={MEMBER_CENTER_PAGES} /> } };
/** A trial account: the badge fetches nothing and shows nothing (spec §6). */
export const TrialHeaderPieces: Story = {
  ...HeaderPieces,
  decorators: [(Story) => <MemberSession as="trial">{Story()}</MemberSession>],
};
