import { Component, createRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorState } from '../feedback/states';

/**
 * A part that failed (its chunk did not load, or it threw) says so with a retry, which draws it again; the
 * rest of the screen keeps working. A chunk failure is a network failure to the player.
 * After Try again, what comes in the button's place (the part, its loading, or its failure again) takes the focus the
 * button had, in a region drawn only from then on: the first drawing keeps the page's layout as it is.
 */
export class RetryBoundary extends Component<{ children: ReactNode }, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };
  private readonly region = createRef<HTMLDivElement>();

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidUpdate(_props: unknown, before: { failed: boolean; attempt: number }) {
    const { failed, attempt } = this.state;
    // The button pressed is gone: the region takes its focus. Failing again draws the region anew (a boundary that
    // catches remounts what it drew), and the focus it held falls to the page: it comes back, unless the player moved it.
    const fellOut = failed && !before.failed && document.activeElement === document.body;
    if (attempt !== before.attempt || (attempt && fellOut)) this.region.current?.focus();
  }

  override render() {
    const { failed, attempt } = this.state;
    const shown = failed ? (
      <ErrorState
        message={<FormattedMessage id="error.networkAbnormal" />}
        onRetry={() => this.setState({ failed: false, attempt: attempt + 1 })}
      />
    ) : (
      <Attempt key={attempt}>{this.props.children}</Attempt>
    );
    return attempt ? (
      <div ref={this.region} tabIndex={-1}>
        {shown}
      </div>
    ) : (
      shown
    );
  }
}

/** Its children, drawn anew for each attempt (its key). */
function Attempt({ children }: { children: ReactNode }) {
  return children;
}
