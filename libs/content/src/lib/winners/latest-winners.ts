import { useMemo } from 'react';
import { useDeferredQuery, useGetWinnerBoardQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';

/**
 * How many winners a list shows: the board answers more (the sandbox twenty, a merchant's board
 * as many as it keeps), and a long list only pushes the rest of the page away.
 */
export const WINNERS_SHOWN = 10;

/**
 * Spec §2 winners list (`ODSFE2_getWinnerBoard`): its latest {@link WINNERS_SHOWN}, drawn in a
 * deferred render (a list of rows drawn in one task held a phone's main thread).
 */
export function useLatestWinners() {
  const board = useDeferredQuery(useGetWinnerBoardQuery({ language: useLanguage().language }));
  const latest = useMemo(() => board.data?.slice(0, WINNERS_SHOWN), [board.data]);
  return { ...board, data: latest };
}
