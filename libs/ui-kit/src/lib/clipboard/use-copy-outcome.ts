import { useRef, useState } from 'react';

/** What the last press of a copy button did, and which press it was (each press's words are drawn afresh). */
export interface CopyOutcome {
  outcome: 'copied' | 'failed';
  press: number;
}

/**
 * Copies text to the clipboard and says how the last press went: rendered keyed by `press`, a second copy is
 * announced again rather than left as unchanged text. A press clears what the last one said (it does not stand for
 * this one, which may yet fail), and an earlier press answered late says nothing. No clipboard (outside a secure
 * page) or a refusal is a failure: the player is then told to copy by hand.
 */
export function useCopyOutcome(): [CopyOutcome | undefined, (text: string) => void] {
  const [outcome, setOutcome] = useState<CopyOutcome>();
  const presses = useRef(0);
  const copy = (text: string) => {
    const press = ++presses.current;
    setOutcome(undefined);
    const say = (result: CopyOutcome['outcome']) => {
      if (press === presses.current) setOutcome({ outcome: result, press });
    };
    void (navigator.clipboard?.writeText(text) ?? Promise.reject(new Error('No clipboard'))).then(
      () => say('copied'),
      () => say('failed'),
    );
  };
  return [outcome, copy];
}
