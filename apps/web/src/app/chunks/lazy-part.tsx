import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { WithFullCatalog } from '@wl/i18n';
import { ChunkLoadError, loadChunk, reloadOnceForChunk } from './chunk-loading';

type PartModule<P> = { default: ComponentType<P> };

interface BoundaryProps {
  children: ReactNode;
  onFailed: () => void;
}

/** A part that failed leaves its place empty; the rest of the page keeps working. */
class PartBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    this.props.onFailed();
    if (error instanceof ChunkLoadError) reloadOnceForChunk();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A piece of the site's chrome that only some visits need (a player's header, the reality check,
 * the phone's account drawer) in its own chunk, fetched the first time it renders, so a guest's
 * first screen never downloads it. Nothing shows while it (and the whole catalog) loads. A failed chunk reloads the site
 * once, as a page does; after that its place stays empty and the next mount fetches it again.
 */
export function lazyPart<P extends object>(load: () => Promise<PartModule<P>>): ComponentType<P> {
  const make = () => lazy(() => loadChunk(load));
  let Part = make();
  return function LazyPart(props: P) {
    return (
      <PartBoundary onFailed={() => (Part = make())}>
        <Suspense fallback={null}>
          <WithFullCatalog>
            <Part {...props} />
          </WithFullCatalog>
        </Suspense>
      </PartBoundary>
    );
  };
}
