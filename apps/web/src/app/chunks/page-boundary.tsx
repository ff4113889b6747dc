import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button, ChunkLoadError, PagePlaceholder } from '@wl/ui-kit';
import { reloadOnceForChunk } from './chunk-loading';

interface Props {
  children: ReactNode;
  /** Loads the page afresh (a new attempt at its chunk). */
  onRetry: () => void;
  /** What a failed chunk does first: reload the site, once. */
  onChunkError?: () => void;
}

/**
 * Catches a page that failed to load or render. A failed chunk reloads the site once; after that,
 * and for any other failure, the page says so and offers a retry, with the header still in place.
 */
export class PageBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    if (error instanceof ChunkLoadError) (this.props.onChunkError ?? reloadOnceForChunk)();
  }

  retry = () => {
    this.setState({ error: null });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <PagePlaceholder
          title={<FormattedMessage id="chunk.failed.title" />}
          description={<FormattedMessage id={this.state.error instanceof ChunkLoadError ? 'chunk.failed.text' : 'error.unknown'} />}
        >
          <div>
            <Button onClick={this.retry}>
              <FormattedMessage id="system.retry" />
            </Button>
          </div>
        </PagePlaceholder>
      </div>
    );
  }
}
