import { Fragment, isValidElement, type ReactNode } from 'react';
import { Trophy } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMerchantCurrencySymbol } from '@wl/api-client';
import { Amount, RelativeTime } from '@wl/i18n';
import { bareList, CallFailure, EmptyState } from '@wl/ui-kit';
import { HomeSkeleton } from '../home/home-feedback';
import { useLatestWinners } from './latest-winners';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/**
 * The player's name over the game's line, each at the page's start in either direction. The game's line reads in
 * the direction of the game's name: a name longer than the line is cut at its end ("Lightning Roul…", a Latin name
 * on a right-to-left page keeps its start), and its time stays whole (one line cut as a whole lost it: "Dragon
 * Treasure 2 · 1…").
 */
const Who = styled.span`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  justify-items: start;
  overflow: hidden;
  white-space: nowrap;

  /* Where the name and the time do not fit one line, the time goes under it, whole. */
  small {
    display: flex;
    flex-wrap: wrap;
    max-inline-size: 100%;
    gap: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.muted};

    & > span {
      overflow: hidden;
      text-overflow: ellipsis;
    }

    & > [data-whole] {
      flex: none;
      white-space: pre;
    }
  }

  & > span {
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Where the message puts the game's name: a mark found again by its type, inside the keyed fragment (and copy) react-intl makes of each part. */
const GAME = <i />;
const isGame = (part: unknown): boolean =>
  isValidElement<{ children?: unknown }>(part) && (part.type === GAME.type || (part.type === Fragment && isGame(part.props.children)));

/**
 * The message's parts around the game's name, each kept whole on its line (the separator goes with the time): the
 * name alone gives way.
 */
function GameAndTime({ parts, game }: { parts: ReactNode; game: string }) {
  // Without the empty strings the formatter leaves at the message's ends.
  const all = (Array.isArray(parts) ? parts : [parts]).filter((part) => part !== '');
  const at = all.findIndex(isGame);
  const whole = (rest: ReactNode[]) => rest.length > 0 && <span data-whole>{rest}</span>;
  return (
    <>
      {whole(all.slice(0, at))}
      <span>{game}</span>
      {whole(all.slice(at + 1))}
    </>
  );
}

const Win = styled.strong`
  color: ${({ theme }) => theme.colors.success};
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** Home's winners board, under the game lanes. */
export function WinnersBoard() {
  const intl = useIntl();
  const currencySymbol = useMerchantCurrencySymbol();
  const board = useLatestWinners();
  return (
    <Section aria-labelledby="home-winners">
      <h2 id="home-winners">
        <FormattedMessage id="home.winners" />
      </h2>
      {board.error ? (
        <CallFailure error={board.error} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : !board.data ? (
        <HomeSkeleton aria-busy="true" />
      ) : board.data.length === 0 ? (
        <EmptyState title={<FormattedMessage id="promotion.winners.empty" />} />
      ) : (
        <List aria-label={intl.formatMessage({ id: 'home.winners' })}>
          {board.data.map((winner, i) => (
            <Row key={`${winner.userName}-${winner.winTime}-${i}`}>
              <Trophy aria-hidden="true" />
              <Who>
                <span>{winner.userName}</span>
                {/*
                 * The line takes the game name's direction (cut at the name's end). `formatMessage`, not
                 * `FormattedMessage`: the latter's isolating span on a right-to-left page borrowing
                 * English has a `dir` of its own, which `dir="auto"` skips.
                 */}
                <small dir="auto">
                  <GameAndTime
                    parts={intl.formatMessage({ id: 'home.winners.line' }, { game: GAME, time: <RelativeTime value={winner.winTime} /> })}
                    game={winner.gameName}
                  />
                </small>
              </Who>
              <Win>
                <Amount value={winner.winAmount} currencySymbol={currencySymbol} />
              </Win>
            </Row>
          ))}
        </List>
      )}
    </Section>
  );
}
