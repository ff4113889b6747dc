// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './deferred-query';

describe('useDeferredQuery', () => {
  it('draws an arriving answer in a deferred render: the render the answer arrives in still shows no data', () => {
    const seen: unknown[] = [];
    const { rerender } = renderHook(
      ({ result }: { result: { data?: string[]; isLoading: boolean } }) => {
        const shown = useDeferredQuery(result);
        seen.push(shown.data);
        return shown;
      },
      { initialProps: { result: { data: undefined, isLoading: true } } },
    );
    rerender({ result: { data: ['row'], isLoading: false } });
    expect(seen).toEqual([undefined, undefined, ['row']]);
  });

  it('hands the query’s own result back once the answer is drawn, and keeps everything but the data current', () => {
    const answered = { data: ['row'], isLoading: false };
    const { result, rerender } = renderHook(({ query }) => useDeferredQuery(query), {
      initialProps: { query: { data: undefined as string[] | undefined, isLoading: true } },
    });
    rerender({ query: answered });
    expect(result.current).toBe(answered);
  });
});
