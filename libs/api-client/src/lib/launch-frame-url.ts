import { useMemo } from 'react';
import { invalidUrlError, trustedPageUrl, type ApiError } from './errors';
import { useCdn } from './use-cdn';

/** Where a launch's answer is framed, or why it is not. */
export interface LaunchFrameUrl {
  /** The answer placed on the visit's launch host; undefined while the hosts are coming (or with no answer). */
  url: string | undefined;
  /** The invalid-link failure of an address that is neither https nor the site's own (spec §8). */
  refused: ApiError | null;
}

/**
 * A game's or a lottery's launch address as the site frames it: a path on the launch hosts placed on the visit's host
 * (spec §9), read as the page draws since the hosts may come after the answer; refused unless https or the site's own
 * (spec §8), as a plain http page would be a blank frame with no error. `what` names it in the failure's own words.
 */
export function useLaunchFrameUrl(answered: string | undefined, what: 'Game' | 'Lottery'): LaunchFrameUrl {
  const launchHost = useCdn('launchGameCDNs');
  const url = answered === undefined ? undefined : launchHost(answered);
  const refused = useMemo(
    () => (url !== undefined && !trustedPageUrl(url, window.location.origin) ? invalidUrlError(`${what} URL refused: ${url}`) : null),
    [url, what],
  );
  return { url, refused };
}
