import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback, useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useGetOpenedNumbersQuery, useGetVnNumbersQuery, type Draw } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { Button, Card } from '@wl/ui-kit';
import { useLotteryAccess } from '../access/lottery-access';
import { CurrentCall, Empty, Loading, type CurrentQuery } from '../common/states';
import { ResultsBoard } from './results-board';
import { isTabShown, onVisibilityChange, useTabShown } from './tab-visibility';

/** How often an open board asks for new draws: draws come every few minutes, a countdown may be off. */
export const RESULTS_POLL_MS = 15_000;

/**
 * How often a board polls: not at all while its tab is hidden, where nobody reads it and each poll is a call.
 * (RTK Query's `skipPollingIfUnfocused` would need `setupListeners`, which the site's store does not run.)
 */
function useResultsPolling(): number {
  return useTabShown() ? RESULTS_POLL_MS : 0;
}

interface QueryState extends CurrentQuery<Draw[]> {
  error?: unknown | SerializedError;
  fulfilledTimeStamp?: number;
  /** The latest call settled with a failure (not one on its way again): RTK Query's. */
  isError?: boolean;
  startedTimeStamp?: number;
}

/** The draws of the selected game: another game's board is never shown under it while its own loads. */
function Board({ query, selectedCode, gameOrder }: { query: QueryState; selectedCode?: string; gameOrder?: readonly string[] }) {
  const { fulfilledTimeStamp, refetch } = query;
  // The failed call's start tells one failure from the next: each one re-asks for a late draw.
  const failedAt = query.isError ? query.startedTimeStamp : undefined;
  // A hidden tab asks nothing, not even for a due draw (a late one is asked for every few seconds); shown
  // again, it asks at once for the draws it missed rather than a poll later.
  const askIfShown = useCallback(() => {
    if (isTabShown()) void refetch();
  }, [refetch]);
  useEffect(() => onVisibilityChange(askIfShown), [askIfShown]);
  return (
    <CurrentCall query={query} rows={2} tall>
      {(draws) =>
        draws.length ? (
          <ResultsBoard
            draws={draws}
            receivedAt={fulfilledTimeStamp}
            onDrawDue={askIfShown}
            failedAt={failedAt}
            selectedCode={selectedCode}
            gameOrder={gameOrder}
          />
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

/**
 * Spec §7: the latest Vietnamese numbers (100 draws), open to everyone, refreshed while on screen. `gameOrder` is the
 * lobby's list of games: the board's cards follow it.
 */
export function VnResults({ selectedCode, gameOrder }: { selectedCode?: string; gameOrder?: readonly string[] }) {
  const pollingInterval = useResultsPolling();
  // The language keys the draws (their games are named in it): a switch asks again, not a poll later.
  const { language } = useLanguage();
  const query = useGetVnNumbersQuery({ language }, { pollingInterval });
  return (
    <Section>
      <Board query={query} selectedCode={selectedCode} gameOrder={gameOrder} />
    </Section>
  );
}

/**
 * Spec §7: a game's opened draws; the call needs a session, so a guest is asked to log in. `selectedCode` is the
 * player's choice: the first game, shown for want of one, is not called selected.
 */
export function OpenedResults({
  gameCode,
  selectedCode,
  gamesLoading = false,
}: {
  gameCode?: string;
  selectedCode?: string;
  /** The lobby's games are on their way: without a game yet, its draws are coming, not missing. */
  gamesLoading?: boolean;
}) {
  const { loggedIn, require } = useLotteryAccess();
  const pollingInterval = useResultsPolling();
  // As the Vietnamese draws: keyed by the language their games are named in.
  const { language } = useLanguage();
  const query = useGetOpenedNumbersQuery({ gameCode: gameCode ?? '', language }, { skip: !loggedIn || !gameCode, pollingInterval });
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
        <Board query={query} selectedCode={selectedCode} />
      ) : gamesLoading ? (
        <Loading loading />
      ) : (
        // No game to show draws of: the lobby lists none, or its list failed (the list says so, with its retry).
        <Empty messageId="lottery.results.empty" />
      )}
    </Section>
  );
}
