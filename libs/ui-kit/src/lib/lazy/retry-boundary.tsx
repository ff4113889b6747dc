import { Component, createRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { isFocusLost } from '../common/focus-lost';
import { ErrorState } from '../feedback/states';
import { CHUNK_TIMEOUT_MS } from './load-chunk';

/**
 * How long after a Try again a failure can still be its own: the part's chunk has the chunk timeout to arrive from
 * its first drawing (a moment after the press), and a part inside it as long again from its own.
 */
export const RETRY_OUTCOME_MS = 2 * CHUNK_TIMEOUT_MS;

/**
 * A part that failed (its chunk did not load, or it threw) says so with a retry, which draws it again; the
 * rest of the screen keeps working. A chunk failure is a network failure to the player.
 * A retry that fails again gives the new failure's action the focus its Try again had, which went with the button
 * (as `useFocusAfterRetry` does for a call): unless the player has moved it meanwhile. Only a failure that can be the
 * retry's own counts (`RETRY_OUTCOME_MS`).
 */
export class RetryBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  private readonly failure = createRef<HTMLDivElement>();
  private retriedAt = -Infinity;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(_props: unknown, before: { failed: boolean }) {
    if (this.state.failed && !before.failed && Date.now() - this.retriedAt <= RETRY_OUTCOME_MS && isFocusLost())
      this.failure.current?.querySelector('button')?.focus();
  }

  override render() {
    const { failed, attempt } = this.state;
    // The failure in a box of its own, by which its action is found: the part's own drawing keeps the page's layout.
    return failed ? (
      <div ref={this.failure}>
        <ErrorState
          message={<FormattedMessage id="error.networkAbnormal" />}
          onRetry={() => {
            this.retriedAt = Date.now();
            this.setState({ failed: false, attempt: attempt + 1 });
          }}
        />
      </div>
    ) : (
      <Attempt key={attempt}>{this.props.children}</Attempt>
    );
  }
}

/** Its children, drawn anew for each attempt (its key). */
function Attempt({ children }: { children: ReactNode }) {
  return children;
}
