import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetOpenedNumbersQuery, useGetVnNumbersQuery, type Draw } from '@wl/api-client';
import { Button, Card } from '@wl/ui-kit';
import { useLotteryAccess } from '../access/lottery-access';
import { Empty, Failed, Loading } from '../common/states';
import { ResultsBoard } from './results-board';

/** How often an open board asks for new draws: draws come every few minutes, a countdown may be off. */
export const RESULTS_POLL_MS = 15_000;

interface QueryState {
  data?: Draw[];
  error?: unknown | SerializedError;
  isLoading: boolean;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

function Board({ query, selectedCode }: { query: QueryState; selectedCode?: string }) {
  const { data, error, isLoading, fulfilledTimeStamp, refetch } = query;
  if (isLoading) return <Loading rows={2} tall />;
  if (error && !data) return <Failed error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <Empty messageId="lottery.results.empty" />;
  return <ResultsBoard draws={data} receivedAt={fulfilledTimeStamp} onDrawDue={() => void refetch()} selectedCode={selectedCode} />;
}

function Section({ children }: { children: ReactNode }) {
  return <Card heading={<FormattedMessage id="lottery.results.heading" />}>{children}</Card>;
}

/** Spec §7: the latest Vietnamese numbers (100 draws), open to everyone, refreshed while on screen. */
export function VnResults({ selectedCode }: { selectedCode?: string }) {
  const query = useGetVnNumbersQuery(undefined, { pollingInterval: RESULTS_POLL_MS });
  return (
    <Section>
      <Board query={query} selectedCode={selectedCode} />
    </Section>
  );
}

/** Spec §7: a game's opened draws; the call needs a session, so a guest is asked to log in. */
export function OpenedResults({ gameCode }: { gameCode?: string }) {
  const { loggedIn, require } = useLotteryAccess();
  const query = useGetOpenedNumbersQuery({ gameCode: gameCode ?? '' }, { skip: !loggedIn || !gameCode, pollingInterval: RESULTS_POLL_MS });
  return (
    <Section>
      {!loggedIn ? (
        <Empty
          messageId="lottery.results.loginToSee"
          action={
            <Button onClick={() => require(() => undefined)}>
              <FormattedMessage id="lottery.results.login" />
            </Button>
          }
        />
      ) : gameCode ? (
        <Board query={query} selectedCode={gameCode} />
      ) : (
        <Empty messageId="lottery.results.chooseGame" />
      )}
    </Section>
  );
}
