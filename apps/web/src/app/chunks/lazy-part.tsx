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

interface LazyPartOptions {
  /** The part reads only the catalogs' shell part (libs/i18n `catalog-parts.ts`): it shows without waiting for the rest. */
  shellCatalog?: boolean;
}

/**
 * A piece of the site's chrome that the first screen does without (a player's header, the reality
 * check, the phone's account drawer, the footer below the fold) in its own chunk, fetched the first
 * time it renders. Nothing shows while it (and, unless it says otherwise, the whole catalog) loads.
 * A failed chunk reloads the site once, as a page does; after that its place stays empty and the
 * next mount fetches it again.
 */
export function lazyPart<P extends object>(
  load: () => Promise<PartModule<P>>,
  { shellCatalog = false }: LazyPartOptions = {},
): ComponentType<P> {
  const make = () => lazy(() => loadChunk(load));
  let Part = make();
  return function LazyPart(props: P) {
    const part = <Part {...props} />;
    return (
      <PartBoundary onFailed={() => (Part = make())}>
        <Suspense fallback={null}>{shellCatalog ? part : <WithFullCatalog>{part}</WithFullCatalog>}</Suspense>
      </PartBoundary>
    );
  };
}
