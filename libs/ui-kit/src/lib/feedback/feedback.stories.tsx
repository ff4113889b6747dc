import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { DoneLine } from './done-line';
import { Skeleton } from './skeleton';
import { CallFailure, EmptyState, ErrorActionsContext, ErrorState } from './states';

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
/** A money form's submit and the line that says what it did, taking the focus as it shows (its ring after a key press). */
function DoneAfterPress() {
  const [done, setDone] = useState(0);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={() => setDone((count) => count + 1)}>Transfer</Button>
      {done > 0 && <DoneLine focusKey={done}>Transfer complete.</DoneLine>}
    </div>
  );
}
/** What an action did, said where its button was. Drawn after a press, as on a page: a line drawn at once would take the docs page's focus. */
export const Done: Story = { render: () => <DoneAfterPress /> };
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
/** A failed call as the api-client gives it: its catalogue entry names the message and the action. */
export const CallFailed: Story = {
  render: () => <CallFailure error={{ messageKey: 'error.networkAbnormal', action: 'retry' }} onRetry={() => undefined} />,
};
/** A failure the catalogue cannot name reads as the unknown error, with a retry. */
export const CallFailedUnknown: Story = {
  render: () => <CallFailure error={new TypeError('Failed to fetch')} onRetry={() => undefined} />,
};
