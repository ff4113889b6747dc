import { useCallback, useState } from 'react';
import { apiErrorMessage, type ShownMessage } from './messages';

/** A failure of the whole form: what it says and, for a call's refusal, the call's error, whose catalogue action follows it. */
export interface FormFailure {
  message: ShownMessage;
  error?: unknown;
}

export interface FormFailureState {
  failure: FormFailure | null;
  /** A call refused: its message (spec §8) and its error. */
  showRefusal: (error: unknown, options?: Parameters<typeof apiErrorMessage>[1]) => void;
  /** A failure in the form's own words, with the call's error when there is one; `null` takes the failure away. */
  show: (message: ShownMessage | null, error?: unknown) => void;
  /**
   * A try (a submit, a resend) that first takes the last failure away. A try refused before anything is sent (an empty
   * field) is the latest: the last call's failure ("incorrect password") no longer speaks for the form.
   */
  afresh: <A extends unknown[], R>(attempt: (...args: A) => R) => (...args: A) => R;
}

/** The failure an account form shows in its `FormAlert`: one state, and one rule for when it goes. */
export function useFormFailure(): FormFailureState {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const showRefusal = useCallback<FormFailureState['showRefusal']>(
    (error, options) => setFailure({ message: apiErrorMessage(error, options), error }),
    [],
  );
  const show = useCallback<FormFailureState['show']>((message, error) => setFailure(message && { message, error }), []);
  const afresh = useCallback<FormFailureState['afresh']>(
    (attempt) =>
      (...args) => {
        setFailure(null);
        return attempt(...args);
      },
    [],
  );
  return { failure, showRefusal, show, afresh };
}
