import { lazy, Suspense } from 'react';

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

const SafeHtmlBody = lazy(() => import('./safe-html-body'));

/** Renders server-supplied HTML through the sanitiser; the only way operator HTML reaches the page. */
export function SafeHtml({ suspends = false, ...props }: SafeHtmlProps) {
  if (suspends) return <SafeHtmlBody {...props} />;
  return (
    <Suspense fallback={null}>
      <SafeHtmlBody {...props} />
    </Suspense>
  );
}
