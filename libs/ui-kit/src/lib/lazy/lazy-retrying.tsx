import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from './load-chunk';

interface LazyRetryingOptions {
  /** Called once a failure is shown (a `ChunkLoadError` for a chunk that did not load). */
  onFailed?: (error: unknown) => void;
  /** A failed part leaves its place empty (or to `failed`) rather than handing the failure to the boundary above. */
  contained?: boolean;
  /** What a contained part that failed shows in its place, given a retry that fetches its chunk again. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A component in its own chunk whose failed load is forgotten: `React.lazy` keeps a rejected chunk for good,
 * so a retry would fail again without fetching; this one fetches it again when it is next drawn after the
 * failure was shown. A chunk still on its way after the chunk timeout has failed too.
 */
export function lazyRetrying<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { onFailed, contained = false, failed }: LazyRetryingOptions = {},
): ComponentType<P> {
  const make = () => lazy(() => loadChunk(load));
  let Current = make();
  const forget = (error: unknown) => {
    Current = make();
    onFailed?.(error);
  };
  return function LazyRetrying(props: P) {
    return (
      // The part is drawn by the boundary, reading `Current` then: a retry draws the chunk fetched anew, not the one that failed.
      <ForgetOnFailure onFailed={forget} contained={contained} failed={failed} part={() => <Current {...props} />} />
    );
  };
}

interface ForgetProps {
  onFailed: (error: unknown) => void;
  contained: boolean;
  failed?: (retry: () => void) => ReactNode;
  part: () => ReactNode;
}

/**
 * Forgets a failed chunk only once the failure is committed, then hands it on to the boundary above
 * (or, contained, shows its `failed` or nothing). Forgetting it as the import rejects would not do: React draws the
 * part again at once, which then fetches again, and a chunk that keeps failing (the player offline)
 * would be fetched in a loop with the failure never shown.
 */
class ForgetOnFailure extends Component<ForgetProps, { failure?: { error: unknown }; handOn?: boolean }> {
  override state: { failure?: { error: unknown }; handOn?: boolean } = {};

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override componentDidCatch(error: unknown) {
    this.props.onFailed(error);
    if (!this.props.contained) this.setState({ handOn: true });
  }

  override render() {
    const { failure, handOn } = this.state;
    if (failure && handOn) throw failure.error;
    if (!failure) return this.props.part();
    // The chunk was forgotten as the failure was shown: drawing the part again fetches it again.
    return this.props.failed?.(this.retry) ?? null;
  }

  private readonly retry = () => this.setState({ failure: undefined });
}
