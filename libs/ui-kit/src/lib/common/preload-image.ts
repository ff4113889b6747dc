/**
 * Asks for a picture ahead of the element that will show it, before the page's other pictures: a
 * page's largest paint whose address only an API answer names (home's first banner, a lobby's first
 * game). The element reuses the answer (same URL, same kind of request); a second ask adds nothing.
 */
export function preloadImage(url: string, doc: Document = document): void {
  if (isPreloaded(url, doc)) return;
  const link = doc.createElement('link');
  for (const [name, value] of Object.entries({ rel: 'preload', as: 'image', href: url, fetchpriority: 'high' }))
    link.setAttribute(name, value);
  doc.head.append(link);
}

/** Whether the page has asked ahead for this picture: its element may show it at once. */
export function isPreloaded(url: string, doc: Document = document): boolean {
  return doc.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`) !== null;
}
