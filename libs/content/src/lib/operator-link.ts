/**
 * An operator's external link (a banner's, a promotion's), opened only when it is a web page (http or
 * https), as the links in its HTML are: no `javascript:`, `data:` or app schemes.
 */
export function webPageUrl(link: string): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
