/**
 * A page the server names that the site may open or frame (a customer-service channel): an https page or one of the
 * site's own. The server's path is not trusted blindly (no `javascript:`, `data:` or plain http, which an https page
 * cannot frame anyway: a blank frame with no error). The game launch applies the same rule (`use-game-launch.ts`).
 */
export function trustedPageUrl(path: string, origin: string): string | null {
  try {
    const url = new URL(path, origin);
    return url.origin === origin || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
