import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invalidUrlError } from '@wl/api-client';
import { useFormFailure } from './form-failure';

describe('an account form’s failure', () => {
  it('a refused call shows its catalogue message and keeps the error, whose action follows the message', () => {
    const { result } = renderHook(() => useFormFailure());
    const error = invalidUrlError('http://games.example/launch');
    act(() => result.current.showRefusal(error));
    expect(result.current.failure).toEqual({ message: { key: error.messageKey }, error });
  });

  it('a new try takes the last failure away before it runs, whatever the try then does', () => {
    const { result } = renderHook(() => useFormFailure());
    act(() => result.current.show({ key: 'auth.social.popupClosed' }));
    let seenByTry: unknown = 'not run';
    const tryAgain = result.current.afresh((answer: number) => {
      seenByTry = answer;
      return answer * 2;
    });
    let returned = 0;
    act(() => {
      returned = tryAgain(21);
    });
    expect([seenByTry, returned, result.current.failure]).toEqual([21, 42, null]);
  });
});
