import { Suspense, type ComponentType, type ReactNode } from 'react';
import { WithFullCatalog } from '@wl/i18n';
import { lazyRetrying } from '@wl/ui-kit';

type PartModule<P> = { default: ComponentType<P> };

interface LazyPartOptions {
  /** The part reads only the catalogs' shell part (libs/i18n `catalog-parts.ts`): it shows without waiting for the rest. */
  shellCatalog?: boolean;
  /** What shows in a failed part's place, given a retry; nothing when not given. */
  failed?: (retry: () => void) => ReactNode;
}

/**
 * A piece of the site's chrome that the first screen does without (a player's header, the reality
 * check, the phone's account drawer, the footer below the fold) in its own chunk, fetched the first
 * time it renders. Nothing shows while it (and, unless it says otherwise, the whole catalog) loads.
 * A failed chunk leaves its place empty (or to `failed`, with its retry) and the next mount fetches it again. Unlike a
 * page's, it never reloads the site: the part is not what the player came for, and a reload would lose a login or
 * deposit form being filled in.
 */
export function lazyPart<P extends object>(
  load: () => Promise<PartModule<P>>,
  { shellCatalog = false, failed }: LazyPartOptions = {},
): ComponentType<P> {
  // A part that failed leaves its place empty, or to its `failed`; the rest of the page keeps working.
  const Part = lazyRetrying(load, { contained: true, failed });
  return function LazyPart(props: P) {
    const part = <Part {...props} />;
    return <Suspense fallback={null}>{shellCatalog ? part : <WithFullCatalog>{part}</WithFullCatalog>}</Suspense>;
  };
}
