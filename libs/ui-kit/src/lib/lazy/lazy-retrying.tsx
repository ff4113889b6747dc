import { lazy, type ComponentType } from 'react';

/**
 * A component in its own chunk whose failed load is forgotten: `React.lazy` keeps a rejected chunk for good,
 * so a retry would fail again without fetching; this one fetches it again on its next render.
 */
export function lazyRetrying<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        Current = make();
        throw error;
      }),
    );
  let Current = make();
  return function LazyRetrying(props: P) {
    return <Current {...props} />;
  };
}
