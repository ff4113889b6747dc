import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense, useState } from 'react';
import { Card } from '../card/card';
import { lazyRetrying } from './lazy-retrying';
import { RetryBoundary } from './retry-boundary';

function LoadedPart() {
  return <Card>The part loaded.</Card>;
}

/** A part in its own chunk whose first load fails, as a chunk does on a dropped connection; Try again fetches it anew. */
function partFailingFirst(failures: number) {
  let loads = 0;
  return lazyRetrying<object>(async () => {
    if (loads++ < failures) throw new Error('Failed to fetch dynamically imported module');
    return { default: LoadedPart };
  });
}

function Page({ failures }: { failures: number }) {
  // One part per story, kept across draws: its load count is what the retry moves on.
  const [Part] = useState(() => partFailingFirst(failures));
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <p>The rest of the screen keeps working.</p>
      <RetryBoundary>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </RetryBoundary>
    </div>
  );
}

const meta = { title: 'ui-kit/RetryBoundary', component: Page, args: { failures: 0 } } satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};
/** A part whose chunk did not load says so with a retry in its place; the page around it stays. Try again loads it. */
export const PartFailed: Story = { args: { failures: 1 } };
