import { describe, expect, it } from 'vitest';
import { currentAnswer } from './current-answer';

describe('currentAnswer: only the answer to what is asked now', () => {
  it('while new arguments load, shows no data and is loading, not the last answer', () => {
    const shown = currentAnswer({ data: ['old row'], currentData: undefined, isLoading: false, isFetching: true });
    expect(shown.data).toBeUndefined();
    expect(shown.isLoading).toBe(true);
  });

  it('shows the answer once it is the one asked for, refetching it in place without a loading state', () => {
    const shown = currentAnswer({ data: ['row'], currentData: ['row'], isLoading: false, isFetching: true });
    expect(shown.data).toEqual(['row']);
    expect(shown.isLoading).toBe(false);
  });

  it('a failed load being tried again is not loading, so its error and retry stay', () => {
    const shown = currentAnswer({ data: ['old row'], currentData: undefined, error: { status: 500 }, isLoading: false, isFetching: true });
    expect(shown.isLoading).toBe(false);
    expect(shown.error).toEqual({ status: 500 });
  });
});
