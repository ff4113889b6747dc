import { useContext, useMemo } from 'react';
import { SafeHtmlImageHosts } from './safe-html-context';
import { sanitizeHtml } from './sanitize-html';
import type { SafeHtmlProps } from './safe-html';

/** Its own chunk (with DOMPurify): only pages that show operator HTML load it. */
export default function SafeHtmlBody({ html, className }: SafeHtmlProps) {
  const imageHosts = useContext(SafeHtmlImageHosts);
  const clean = useMemo(() => sanitizeHtml(html, { imageHosts, siteOrigin: window.location.origin }), [html, imageHosts]);
  // The only place in the code base that inserts HTML (lint forbids it elsewhere): it has been sanitised.
  // In the direction of its own words: an operator may write a notice in a language of either
  // direction, and an English one on a right-to-left page would show its full stop at the start.
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
