/**
 * A customer-service page the site may open or frame: an https page or one of the site's own.
 * The server's path is not trusted blindly (no `javascript:`, `data:` or plain http).
 */
export function trustedServiceUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
