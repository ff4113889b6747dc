import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { loadChunk } from './load-chunk';

interface LazyRetryingOptions {
  /** Called once a failure is shown (a `ChunkLoadError` for a chunk that did not load). */
  onFailed?: (error: unknown) => void;
  /** A failed part leaves its place empty rather than handing the failure to the boundary above. */
  contained?: boolean;
}

/**
 * A component in its own chunk whose failed load is forgotten: `React.lazy` keeps a rejected chunk for good,
 * so a retry would fail again without fetching; this one fetches it again when it is next drawn after the
 * failure was shown. A chunk still on its way after the chunk timeout has failed too.
 */
export function lazyRetrying<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { onFailed, contained = false }: LazyRetryingOptions = {},
): ComponentType<P> {
  const make = () => lazy(() => loadChunk(load));
  let Current = make();
  const forget = (error: unknown) => {
    Current = make();
    onFailed?.(error);
  };
  return function LazyRetrying(props: P) {
    return (
      <ForgetOnFailure onFailed={forget} contained={contained}>
        <Current {...props} />
      </ForgetOnFailure>
    );
  };
}

interface ForgetProps {
  onFailed: (error: unknown) => void;
  contained: boolean;
  children: ReactNode;
}

/**
 * Forgets a failed chunk only once the failure is committed, then hands it on to the boundary above
 * (or, contained, shows nothing). Forgetting it as the import rejects would not do: React draws the
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
    return failure ? null : this.props.children;
  }
}
