import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorState } from '../feedback/states';

/**
 * A part that failed (its chunk did not load, or it threw) says so with a retry, which draws it again; the
 * rest of the screen keeps working. A chunk failure is a network failure to the player.
 */
export class RetryBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) {
      return (
        <ErrorState
          message={<FormattedMessage id="error.networkAbnormal" />}
          onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
        />
      );
    }
    return <Attempt key={this.state.attempt}>{this.props.children}</Attempt>;
  }
}

/** Its children, drawn anew for each attempt (its key). */
function Attempt({ children }: { children: ReactNode }) {
  return children;
}
