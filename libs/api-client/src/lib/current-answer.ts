/** What `currentAnswer` reads of an RTK Query hook's result. */
interface QueryResult {
  currentData?: unknown;
  error?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
}

/**
 * A query's result with only the answer to what is asked now: while a new filter, range or search
 * loads, its data is absent and it is loading, rather than showing the last answer's rows under the
 * new choice. What should stay put meanwhile (a pager) reads the hook's own `data`, the last answer.
 */
export function currentAnswer<Q extends QueryResult>(query: Q): Omit<Q, 'data'> & { data: Q['currentData'] } {
  return {
    ...query,
    data: query.currentData,
    isLoading: query.isLoading || (Boolean(query.isFetching) && query.currentData === undefined && !query.error),
  };
}
