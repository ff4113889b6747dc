import type { SerializedError } from '@reduxjs/toolkit';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetOpenedNumbersQuery, useGetVnNumbersQuery, type Draw } from '@wl/api-client';
import { Button, Card } from '@wl/ui-kit';
import { useLotteryAccess } from '../access/lottery-access';
import { CurrentCall, Empty, type CurrentQuery } from '../common/states';
import { ResultsBoard } from './results-board';

/** How often an open board asks for new draws: draws come every few minutes, a countdown may be off. */
export const RESULTS_POLL_MS = 15_000;

interface QueryState extends CurrentQuery<Draw[]> {
  error?: unknown | SerializedError;
  fulfilledTimeStamp?: number;
}

/** The draws of the selected game: another game's board is never shown under it while its own loads. */
function Board({ query, selectedCode }: { query: QueryState; selectedCode?: string }) {
  const { fulfilledTimeStamp, refetch } = query;
  return (
    <CurrentCall query={query} rows={2} tall>
      {(draws) =>
        draws.length ? (
          <ResultsBoard draws={draws} receivedAt={fulfilledTimeStamp} onDrawDue={() => void refetch()} selectedCode={selectedCode} />
        ) : (
          <Empty messageId="lottery.results.empty" />
        )
      }
    </CurrentCall>
  );
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
