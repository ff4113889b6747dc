import { lazy, Suspense } from 'react';

export interface SafeHtmlProps {
  /** Operator HTML as the server sent it. */
  html: string;
  className?: string;
}

const SafeHtmlBody = lazy(() => import('./safe-html-body'));

/** Renders server-supplied HTML through the sanitiser; the only way operator HTML reaches the page. */
export function SafeHtml(props: SafeHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SafeHtmlBody {...props} />
    </Suspense>
  );
}
