// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredQuery } from './deferred-query';

/** The part of a query's result these tests look at. */
interface Result {
  data?: string[];
  isLoading: boolean;
}

const loading: Result = { data: undefined, isLoading: true };

describe('useDeferredQuery', () => {
  it('draws an arriving answer in a deferred render: the render the answer arrives in still shows no data', () => {
    const seen: unknown[] = [];
    const { rerender } = renderHook(
      ({ result }: { result: Result }) => {
        const shown = useDeferredQuery(result);
        seen.push(shown.data);
        return shown;
      },
      { initialProps: { result: loading } },
    );
    rerender({ result: { data: ['row'], isLoading: false } });
    expect(seen).toEqual([undefined, undefined, ['row']]);
  });

  it('hands the query’s own result back once the answer is drawn, and keeps everything but the data current', () => {
    const answered: Result = { data: ['row'], isLoading: false };
    const { result, rerender } = renderHook(({ query }: { query: Result }) => useDeferredQuery(query), {
      initialProps: { query: loading },
    });
    rerender({ query: answered });
    expect(result.current).toBe(answered);
  });
});
