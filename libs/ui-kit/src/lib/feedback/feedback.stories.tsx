import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { DoneLine } from './done-line';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorActionsContext, ErrorState } from './states';

function Gallery() {
  return null;
}

const meta = { title: 'ui-kit/Feedback', component: Gallery } satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Skeletons: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8, maxWidth: 320 }}>
      <Skeleton round inlineSize="48px" blockSize="48px" />
      <Skeleton />
      <Skeleton inlineSize="60%" />
    </div>
  ),
};
export const Empty: Story = {
  render: () => <EmptyState title="No transfers in this period" description="Try a longer period." action={<Button>Deposit</Button>} />,
};
/** What an action did, said where its button was: it takes the focus (the ring shows after a keyboard press). */
export const Done: Story = { render: () => <DoneLine>Transfer complete.</DoneLine> };
export const Error: Story = { render: () => <ErrorState message="Network abnormal, please try again later" onRetry={() => undefined} /> };
export const ErrorWithoutRetry: Story = { render: () => <ErrorState message="Access restricted" /> };
/** The error catalogue's actions (spec §8): the site gives the log-in and customer-service handlers once. */
const handlers = { logIn: () => undefined, contactSupport: () => undefined };
export const ErrorLogIn: Story = {
  render: () => (
    <ErrorActionsContext.Provider value={handlers}>
      <ErrorState message="You are not logged in" action="logIn" />
    </ErrorActionsContext.Provider>
  ),
};
export const ErrorContactSupport: Story = {
  render: () => (
    <ErrorActionsContext.Provider value={handlers}>
      <ErrorState message="This function is not enabled" action="contactSupport" />
    </ErrorActionsContext.Provider>
  ),
};
export const ErrorWait: Story = {
  render: () => (
    <ErrorState message="Too many requests. Please try again after 5 minutes." action="wait" waitMinutes={5} onRetry={() => undefined} />
  ),
};
