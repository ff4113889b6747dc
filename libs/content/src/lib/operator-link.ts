/** A web page's schemes. */
const WEB_PAGE_PROTOCOLS: readonly string[] = ['https:', 'http:'];

/**
 * An operator's external link (a banner's, a promotion's), opened only when it is a web page (http or
 * https), as the links in its HTML are: no `javascript:`, `data:` or app schemes.
 */
export function webPageUrl(link: string): string | null {
  return operatorUrl(link, WEB_PAGE_PROTOCOLS);
}

/** An operator's link (resolved on this site) when its scheme is one of `protocols`; null for any other, or none. */
export function operatorUrl(link: string, protocols: readonly string[]): string | null {
  if (!link) return null;
  try {
    const url = new URL(link, window.location.origin);
    return protocols.includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
