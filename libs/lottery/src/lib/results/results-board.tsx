import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Draw } from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import { bareList, Card, focusRing, VisuallyHidden } from '@wl/ui-kit';
import { Countdown } from './countdown';

/** Vietnamese draws: the special prize's digits are the headline balls; other games draw one row. */
const HEADLINE_TIERS = ['MAIN', 'DB'] as const;
/** Prize tiers in the order a Vietnamese results sheet lists them, with their names. */
const TIER_LABEL_KEYS: Record<string, string> = {
  DB: 'lottery.results.tier.DB',
  G1: 'lottery.results.tier.G1',
  G2: 'lottery.results.tier.G2',
  G3: 'lottery.results.tier.G3',
  G4: 'lottery.results.tier.G4',
  G5: 'lottery.results.tier.G5',
  G6: 'lottery.results.tier.G6',
  G7: 'lottery.results.tier.G7',
  G8: 'lottery.results.tier.G8',
};
const TIER_ORDER = Object.keys(TIER_LABEL_KEYS);

/** A tier's place on the sheet: one the sheet does not know comes after the known ones, not before the special prize. */
function tierRank(tier: string): number {
  const rank = TIER_ORDER.indexOf(tier);
  return rank < 0 ? TIER_ORDER.length : rank;
}

/** Prize tiers in the sheet's order, unknown ones last by their code. */
function byTier(a: string, b: string): number {
  return tierRank(a) - tierRank(b) || (a < b ? -1 : a > b ? 1 : 0);
}

export function ballsOf(draw: Draw): string[] {
  if (draw.prizes['MAIN']) return draw.prizes['MAIN'];
  const special = HEADLINE_TIERS.map((tier) => draw.prizes[tier]?.[0]).find(Boolean);
  return special ? [...special] : Object.values(draw.prizes).flat();
}

export interface GameResults {
  gameCode: string;
  gameName: string;
  draws: Draw[];
}

/**
 * Draws grouped by game, each group newest first. The groups keep a steady order: the games' in `gameOrder` (the
 * lobby's list), then any other by its code. Not by their newest draw: a poll bringing one game's draw would move the
 * cards, and the focus in a card's earlier draws (and a screen reader's place) with them (WCAG 2.4.3).
 */
export function groupByGame(draws: readonly Draw[], gameOrder: readonly string[] = []): GameResults[] {
  const groups = new Map<string, GameResults>();
  for (const draw of [...draws].sort((a, b) => b.openTime - a.openTime)) {
    const group = groups.get(draw.gameCode) ?? { gameCode: draw.gameCode, gameName: draw.gameName, draws: [] };
    group.draws.push(draw);
    groups.set(draw.gameCode, group);
  }
  const place = (code: string) => {
    const listed = gameOrder.indexOf(code);
    return listed < 0 ? gameOrder.length : listed;
  };
  return [...groups.values()].sort(
    (a, b) => place(a.gameCode) - place(b.gameCode) || (a.gameCode < b.gameCode ? -1 : a.gameCode > b.gameCode ? 1 : 0),
  );
}

/** Numbers joined by the catalog's separator (Chinese lists with 、; Intl's unit lists would run the numbers together there). */
function useNumberList() {
  const intl = useIntl();
  return ([first = '', ...rest]: readonly string[]) =>
    rest.reduce((list, next) => intl.formatMessage({ id: 'lottery.results.numberList' }, { list, next }), first);
}

function Balls({ draw, small = false }: { draw: Draw; small?: boolean }) {
  const intl = useIntl();
  const listed = useNumberList();
  const balls = ballsOf(draw);
  return (
    <BallRow dir="ltr" aria-label={intl.formatMessage({ id: 'lottery.results.numbers' }, { numbers: listed(balls) })}>
      {balls.map((ball, index) => (
        <Ball key={index} $small={small}>
          {ball}
        </Ball>
      ))}
    </BallRow>
  );
}

function PrizeTable({ draw }: { draw: Draw }) {
  const listed = useNumberList();
  const tiers = Object.entries(draw.prizes).sort(([a], [b]) => byTier(a, b));
  return (
    <Prizes>
      {tiers.map(([tier, numbers]) => (
        <div key={tier}>
          <dt>{TIER_LABEL_KEYS[tier] ? <FormattedMessage id={TIER_LABEL_KEYS[tier]} /> : tier}</dt>
          <dd>{listed(numbers)}</dd>
        </div>
      ))}
    </Prizes>
  );
}

/**
 * The selected game's heading also says so in words: the outline is only seen. Words in the heading, not
 * `aria-current`, which screen readers announce on links but not on a region: here the region's name and the
 * heading list both carry it.
 */
function SelectedHeading({ gameName }: { gameName: string }) {
  return (
    <>
      <bdi>{gameName}</bdi>{' '}
      <VisuallyHidden>
        <FormattedMessage id="lottery.results.selectedGame" />
      </VisuallyHidden>
    </>
  );
}

/**
 * What a screen reader hears of the selected game, the one the player bets on: its draw starting and its numbers
 * arriving. A countdown is a timer, which says nothing on its own; the other games stay quiet, or a board of
 * one-minute games would speak every minute.
 */
function useSelectedGameNews(selected: GameResults | undefined) {
  const intl = useIntl();
  const listed = useNumberList();
  const [news, setNews] = useState('');
  const latest = selected?.draws[0];
  const seen = useRef<{ code?: string; numero?: string }>({});
  const onLatest = useEffectEvent((code?: string, numero?: string) => {
    const before = seen.current;
    seen.current = { code, numero };
    if (before.code !== code) {
      // A game just chosen (or the first answer) says nothing, and the last game's news goes: left in place it
      // would keep the same words from being said again.
      setNews('');
      return;
    }
    // A newer draw of the same game.
    if (!selected || !latest || before.numero === numero) return;
    const numbers = listed(ballsOf(latest));
    setNews(intl.formatMessage({ id: 'lottery.results.announceDraw' }, { game: selected.gameName, numero, numbers }));
  });
  useEffect(() => onLatest(selected?.gameCode, latest?.numero), [selected?.gameCode, latest?.numero]);
  const drawing = () => {
    if (selected) setNews(intl.formatMessage({ id: 'lottery.results.announceDrawing' }, { game: selected.gameName }));
  };
  return { news, drawing };
}

export interface ResultsBoardProps {
  draws: readonly Draw[];
  /** When the answer arrived (epoch ms): the countdowns run from there. */
  receivedAt?: number;
  /** Called when a countdown reaches zero: the next draw is due. */
  onDrawDue?: () => void;
  /** When the latest ask for draws failed (its start, epoch ms), if it did: a due draw is asked for again. */
  failedAt?: number;
  /** A game whose group comes first and stands out. */
  selectedCode?: string;
  /** The games' codes in the order the lobby lists them: the cards keep it, whichever game draws next. */
  gameOrder?: readonly string[];
}

/** The results board: per game its draw number, time and numbers as balls, a countdown to the next draw, and earlier draws. */
export function ResultsBoard({ draws, receivedAt, onDrawDue, failedAt, selectedCode, gameOrder }: ResultsBoardProps) {
  const groups = groupByGame(draws, gameOrder);
  const ordered = [
    ...groups.filter((group) => group.gameCode === selectedCode),
    ...groups.filter((group) => group.gameCode !== selectedCode),
  ];
  const selectedNews = useSelectedGameNews(groups.find((group) => group.gameCode === selectedCode));
  return (
    <>
      {/* There before it speaks: a status added with its words is not always read. */}
      <VisuallyHidden role="status">{selectedNews.news}</VisuallyHidden>
      <Grid>
        {ordered.map(({ gameCode, gameName, draws: [latest, ...earlier] }) =>
          latest ? (
            <Card
              key={gameCode}
              heading={gameCode === selectedCode ? <SelectedHeading gameName={gameName} /> : gameName}
              headingLevel={3}
              data-selected={gameCode === selectedCode || undefined}
            >
              <Meta>
                <span>
                  <FormattedMessage id="lottery.results.draw" values={{ numero: latest.numero }} />
                </span>
                <DateTime value={latest.openTime} />
              </Meta>
              <Balls draw={latest} />
              {latest.nextDrawInMs !== undefined && receivedAt !== undefined && (
                <Countdown
                  deadline={receivedAt + latest.nextDrawInMs}
                  onDue={onDrawDue}
                  failedAt={failedAt}
                  onReachZero={gameCode === selectedCode ? selectedNews.drawing : undefined}
                />
              )}
              {(earlier.length > 0 || !latest.prizes['MAIN']) && (
                <More>
                  <summary>
                    {/* A draw with a main prize shows no prize table: the summary opens only earlier draws. */}
                    <FormattedMessage id={latest.prizes['MAIN'] ? 'lottery.results.earlier' : 'lottery.results.more'} />
                  </summary>
                  {!latest.prizes['MAIN'] && <PrizeTable draw={latest} />}
                  {earlier.length > 0 && (
                    <Earlier>
                      {earlier.map((draw) => (
                        <li key={draw.numero}>
                          <Meta>
                            <span>
                              <FormattedMessage id="lottery.results.draw" values={{ numero: draw.numero }} />
                            </span>
                            <DateTime value={draw.openTime} />
                          </Meta>
                          <Balls draw={draw} small />
                        </li>
                      ))}
                    </Earlier>
                  )}
                </More>
              )}
            </Card>
          ) : null,
        )}
      </Grid>
    </>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${({ theme }) => theme.size.tile} * 7 / 4)), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  [data-selected] {
    outline: ${({ theme }) => `${theme.size.borderStrong} solid ${theme.colors.primary}`};
  }
`;

/**
 * Earlier draws and all prizes, behind a summary a thumb can hit (a bare summary is a line of text high, under the
 * spec's 44 px on a phone). A list item still, so it keeps its open/closed marker.
 */
const More = styled.details`
  summary {
    box-sizing: border-box;
    min-block-size: ${({ theme }) => theme.size.touch};
    /* A line's height of text, centred in the target; a long translation wraps at its own line height. */
    padding-block: calc((${({ theme }) => theme.size.touch} - 1lh) / 2);
    cursor: pointer;
    ${focusRing}
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * Left to right in every language: the balls are the digits of the drawn number (a Vietnamese special prize, a 5D
 * result), which right-to-left scripts write left to right too. As wide as its balls, so it still starts the line.
 */
const BallRow = styled.ol`
  display: flex;
  inline-size: fit-content;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

const Ball = styled.li<{ $small: boolean }>`
  display: grid;
  place-items: center;
  width: ${({ theme, $small }) => ($small ? theme.space.lg : theme.space.xl)};
  height: ${({ theme, $small }) => ($small ? theme.space.lg : theme.space.xl)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme, $small }) => ($small ? theme.fontSize.sm : theme.fontSize.lg)};
`;

/** One column of tier names, one of numbers: each tier's row takes the list's columns (subgrid), so the numbers line up. */
const Prizes = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  margin: ${({ theme }) => `${theme.space.sm} 0`};

  div {
    display: grid;
    grid-column: 1 / -1;
    grid-template-columns: subgrid;
  }

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const Earlier = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};
  padding: 0;
  list-style: none;
`;
