import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { FailureMessage, QueryView, SkeletonRows, type QueryLike } from './query-view';

/** A record list as a page shows it through QueryView. */
function Records({ query }: { query: QueryLike<string[]> }) {
  return (
    <QueryView query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <ul>
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

const noRefetch = () => undefined;
const rows = ['Deposit 100.00', 'Bet 20.00 · Lucky Dragon', 'Win 45.00 · Lucky Dragon'];
/** A failure as the api-client hands it on: the error catalogue's entry and its action. */
const networkAbnormal = { messageKey: 'error.networkAbnormal', action: 'retry' as const };

const meta = {
  title: 'ui-kit/QueryView',
  component: Records,
  args: { query: { data: rows, isLoading: false, refetch: noRefetch } },
} satisfies Meta<typeof Records>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer, drawn by the page. */
export const Content: Story = {};
/** The first load: skeleton rows, marked busy, and a status that says "Loading…". */
export const Loading: Story = { args: { query: { isLoading: true, refetch: noRefetch } } };
/** An answer with nothing in it: the empty state, not a blank card. */
export const Empty: Story = { args: { query: { data: [], isLoading: false, refetch: noRefetch } } };
/** A failed first load: the catalogue's message and Try again, nothing else. */
export const Failed: Story = { args: { query: { error: networkAbnormal, isLoading: false, refetch: noRefetch } } };
/** A failure whose action is to wait (spec §8, too many requests): Try again counts the wait down. */
export const FailedWait: Story = {
  args: {
    query: { error: { messageKey: 'error.tooManyRequests', action: 'wait', waitMinutes: 5 }, isLoading: false, refetch: noRefetch },
  },
};
/** A failure with no catalogue entry reads as the catalogue's unknown error. */
export const FailedUncatalogued: Story = { args: { query: { error: new Error('socket hang up'), isLoading: false, refetch: noRefetch } } };
/** A refetch that failed keeps what these arguments showed, with the message above it. */
export const RefetchFailedKeepsContent: Story = {
  args: { query: { data: rows, currentData: rows, error: networkAbnormal, isLoading: false, refetch: noRefetch } },
};

/** Skeleton rows on their own: a list's page turning, where the pager stays. */
export const Skeleton: Story = { render: () => <SkeletonRows /> };

/** A form whose send failed says why under it, and loses nothing typed. */
function SendThatFails() {
  const [error, setError] = useState<unknown>(null);
  return (
    <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
      <Button onClick={() => setError(networkAbnormal)}>Send</Button>
      <FailureMessage error={error} />
    </div>
  );
}
/** A failed action's message, announced where the form is. */
export const ActionFailure: Story = { render: () => <SendThatFails /> };
