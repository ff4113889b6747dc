import { Suspense } from 'react';
import { lazyRetrying } from '../lazy/lazy-retrying';

export interface SafeHtmlProps {
  /** Operator HTML as the server sent it. */
  html: string;
  className?: string;
  /**
   * Wait in the nearest Suspense boundary above instead of showing nothing in place until the
   * sanitiser has loaded: a card holding the HTML then appears whole rather than growing (and
   * moving what is around it) when the text arrives.
   */
  suspends?: boolean;
}

/** A chunk that failed is fetched again the next time HTML shows (the notice opened again, a part's retry). */
const SafeHtmlBody = lazyRetrying(() => import('./safe-html-body'));

/** Renders server-supplied HTML through the sanitiser; the only way operator HTML reaches the page. */
export function SafeHtml({ suspends = false, ...props }: SafeHtmlProps) {
  if (suspends) return <SafeHtmlBody {...props} />;
  return (
    <Suspense fallback={null}>
      <SafeHtmlBody {...props} />
    </Suspense>
  );
}
