import { Component, createRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ChunkLoadError, isFocusLost, PagePlaceholder } from '@wl/ui-kit';
import { reloadOnceForChunk } from './chunk-loading';

interface Props {
  children: ReactNode;
  /** Loads the page afresh (a new attempt at its chunk). */
  onRetry: () => void;
  /** Once a failure is shown: what failed is forgotten, so the next attempt fetches it again. */
  onFailed?: () => void;
  /** What a failed chunk does first: reload the site, once. */
  onChunkError?: () => void;
  /** Changes with each navigation: a failure stays on its own address, and another tries the page again. */
  resetKey?: unknown;
}

/**
 * Catches a page that failed to load or render. A failed chunk reloads the site once; after that,
 * and for any other failure, the page says so and offers a retry, with the header still in place.
 */
export class PageBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };
  private failure = createRef<HTMLDivElement>();
  /** Try again was pressed: its button went with the failure, and the focus with it, to the body. */
  private retried = false;

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    this.props.onFailed?.();
    if (error instanceof ChunkLoadError) (this.props.onChunkError ?? reloadOnceForChunk)();
  }

  override componentDidUpdate(previous: Props, before: { error: Error | null }) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.retry();
    // A Try again that fails again hands the focus to the new Try again, unless the player has put it somewhere.
    else if (this.state.error && !before.error && this.retried && isFocusLost()) this.failure.current?.querySelector('button')?.focus();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" ref={this.failure}>
        <PagePlaceholder
          title={<FormattedMessage id="chunk.failed.title" />}
          description={<FormattedMessage id={this.state.error instanceof ChunkLoadError ? 'chunk.failed.text' : 'error.unknown'} />}
        >
          <div>
            <Button
              onClick={() => {
                this.retried = true;
                this.retry();
              }}
            >
              <FormattedMessage id="system.retry" />
            </Button>
          </div>
        </PagePlaceholder>
      </div>
    );
  }
}
