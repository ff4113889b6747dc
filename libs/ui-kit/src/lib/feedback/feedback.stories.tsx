import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorState } from './states';

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
export const Error: Story = { render: () => <ErrorState message="Network abnormal, please try again later" onRetry={() => undefined} /> };
export const ErrorWithoutRetry: Story = { render: () => <ErrorState message="Access restricted" /> };
