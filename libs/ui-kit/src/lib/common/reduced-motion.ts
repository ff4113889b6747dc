import { useMediaQuery } from './media-query';

/** Whether the player asked for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
