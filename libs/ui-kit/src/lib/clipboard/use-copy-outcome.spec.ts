import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyOutcome } from './use-copy-outcome';

/** A clipboard whose writes answer when the test says. */
function heldClipboard() {
  const answers: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const writeText = vi.fn(() => new Promise<void>((resolve, reject) => answers.push({ resolve, reject })));
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: { writeText } }));
  return { writeText, answers };
}

afterEach(() => vi.unstubAllGlobals());

describe('a copy button says how its last press went', () => {
  it('copied: the outcome names the press, so a second copy is drawn afresh', async () => {
    const { writeText, answers } = heldClipboard();
    const { result } = renderHook(() => useCopyOutcome());
    act(() => result.current[1]('https://example.test/r'));
    await act(async () => answers[0]?.resolve());
    expect(writeText).toHaveBeenCalledWith('https://example.test/r');
    expect(result.current[0]).toEqual({ outcome: 'copied', press: 1 });
    act(() => result.current[1]('https://example.test/r'));
    // What the last press said goes as the next is pressed: it does not stand for this one.
    expect(result.current[0]).toBeUndefined();
    await act(async () => answers[1]?.resolve());
    expect(result.current[0]).toEqual({ outcome: 'copied', press: 2 });
  });

  it('an earlier press answered late says nothing: only the last press’s outcome stands', async () => {
    const { answers } = heldClipboard();
    const { result } = renderHook(() => useCopyOutcome());
    act(() => result.current[1]('link'));
    act(() => result.current[1]('link'));
    await act(async () => answers[1]?.reject(new Error('NotAllowedError')));
    await act(async () => answers[0]?.resolve());
    expect(result.current[0]).toEqual({ outcome: 'failed', press: 2 });
  });

  it('no clipboard (outside a secure page) is a failure, for the player to copy by hand', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { clipboard: undefined }));
    const { result } = renderHook(() => useCopyOutcome());
    await act(async () => result.current[1]('link'));
    expect(result.current[0]).toEqual({ outcome: 'failed', press: 1 });
  });
});
