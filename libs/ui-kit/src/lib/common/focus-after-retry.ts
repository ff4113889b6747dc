import { useEffect, useEffectEvent, useRef } from 'react';
import { isFocusLost } from './focus-lost';

/** What a call's part shows: its placeholder, its failure (with Try again), or its content. */
export type CallShown = 'loading' | 'failure' | 'content';

/**
 * Try again answered: its button went with the failure (or the placeholder that replaced it), so a focus it left
 * lost goes to what came in its place, not the page: `content`, or `failure` (its own action again) when the retry
 * failed too. A failure shown first, or a focus the player has moved elsewhere meanwhile, is left alone.
 */
export function useFocusAfterRetry(shown: CallShown, focus: { content: () => void; failure?: () => void }) {
  const afterFailure = useRef(false);
  const focusShown = useEffectEvent((now: Exclude<CallShown, 'loading'>) => (now === 'content' ? focus.content() : focus.failure?.()));
  useEffect(() => {
    // A retry's placeholder is still the retry: what counts is what comes after it.
    if (shown === 'loading') return;
    if (afterFailure.current && isFocusLost()) focusShown(shown);
    afterFailure.current = shown === 'failure';
  }, [shown]);
}
