import { useDeferredValue } from 'react';

/**
 * A query's result whose answer is drawn in a deferred render. An answer arriving is a store
 * update, which React renders in one uninterrupted task; a section of many rows (a game lane, the
 * winners board) drawn that way holds the phone's main thread for a tenth of a second or more.
 * Deferred, it is drawn in slices that yield to input, network and paint, and the section keeps
 * its loading state for that one render longer. Not for the largest paint (the banners).
 */
export function useDeferredQuery<Result extends { data?: unknown }>(result: Result): Result {
  const data = useDeferredValue(result.data);
  return data === result.data ? result : { ...result, data };
}
