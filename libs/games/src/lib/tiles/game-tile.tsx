import { Heart } from 'lucide-react';
import { memo, useEffect, useRef, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import type { GameItem } from '@wl/api-client';
import { Badge, focusRing, lineInOwnDirection } from '@wl/ui-kit';
import type { GamePageState } from '../launch/launch-rules';
import { LazyImage } from './lazy-image';

/** Holds a text line's height where the name will be. */
const NO_BREAK_SPACE = '\u00a0';

const Tile = styled.article`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
`;

const Play = styled.button`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}
`;

const Art = styled.span`
  position: relative;
  display: block;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The game's marks over its art, at the start corner (the heart has the end one). */
const Marks = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-start: ${({ theme }) => theme.space.xs};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Spec §3: a game's `isHot` and `isNew`, each drawn as a mark. */
export type GameMark = 'hot' | 'new';
const MARK_KEYS: Readonly<Record<GameMark, string>> = { hot: 'games.tile.hot', new: 'games.tile.new' };

/** A game's name reads in its own direction, cut at its end on either page. */
const Name = styled.span.attrs({ dir: 'auto' })`
  ${lineInOwnDirection}
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Favourite = styled.button<{ $on: boolean }>`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.xs};
  inset-inline-end: ${({ theme }) => theme.space.xs};
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.size.touch};
  block-size: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.onPrimary)};
  cursor: pointer;

  svg {
    inline-size: ${({ theme }) => theme.size.icon};
    block-size: ${({ theme }) => theme.size.icon};
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;

/** A free-play link's line, kept while a lane loads where tiles will carry one: the link's height. */
const FreePlaySpace = styled.span`
  min-block-size: ${({ theme }) => theme.size.touch};
`;

const SkeletonArt = styled(Art)`
  background: ${({ theme }) => theme.colors.skeleton};
`;

// A thumb's target, not the 24 px minimum: on a phone it sits right under the tile's art, which launches the real game.
const FreePlay = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  font-size: ${({ theme }) => theme.fontSize.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * A free-play link followed once a page: the page moves on in a transition (the game page's chunk
 * may still be loading), so a double tap's second press lands while this page still shows and would
 * push the same entry again (Back would then lead to the game), as `useLaunchGame`'s launches guard.
 * A press that opens a new tab or window (a modifier, another button) is the browser's, left alone.
 */
function useOncePerPage(): (event: MouseEvent<HTMLAnchorElement>) => void {
  const { key: here } = useLocation();
  const followed = useRef(false);
  useEffect(() => {
    followed.current = false;
  }, [here]);
  return (event) => {
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    if (followed.current) event.preventDefault();
    followed.current = true;
  };
}

export interface GameTileProps {
  game: GameItem;
  /** The image URL, already on the CDN host; `undefined` while that host is not known yet. */
  iconSrc: string | undefined;
  onLaunch: (game: GameItem) => void;
  /** Present where favourites apply (a member's lobby). */
  favourite?: {
    on: boolean;
    /** A change is on its way (the press is ignored). */
    changing?: boolean;
    /** Given the heart pressed: Safari does not focus a button it clicks, so the focus cannot say which. */
    toggle: (game: GameItem, heart: HTMLElement) => void;
  };
  /** Where the free-play launch opens, when the game and the merchant offer it. */
  freePlayTo?: string;
  /** The mark every game of the list has (its hot or new games): not drawn on each of them. */
  listMark?: GameMark;
}

/** One game: its art and name launch it; the heart adds or removes it from favourites. */
export const GameTile = memo(function GameTile({ game, iconSrc, onLaunch, favourite, freePlayTo, listMark }: GameTileProps) {
  const intl = useIntl();
  const onFreePlay = useOncePerPage();
  const marks = (['hot', 'new'] as const).filter((mark) => mark !== listMark && (mark === 'hot' ? game.isHot : game.isNew));
  const markWords = marks.map((mark) => intl.formatMessage({ id: MARK_KEYS[mark] }));
  // The marks are part of what the button says: "Play Lucky Koi (Hot, New)", the words seen on it.
  const label =
    markWords.length > 0
      ? intl.formatMessage(
          { id: 'games.tile.playMarked' },
          { name: game.gameName, marks: intl.formatList(markWords, { type: 'conjunction', style: 'narrow' }) },
        )
      : intl.formatMessage({ id: 'games.tile.play' }, { name: game.gameName });
  return (
    <Tile data-game-tile="">
      <Play onClick={() => onLaunch(game)} aria-label={label}>
        <Art>
          <LazyImage src={iconSrc} alt="" />
          {marks.length > 0 && (
            <Marks>
              {marks.map((mark, index) => (
                <Badge key={mark} tone={mark === 'hot' ? 'danger' : 'primary'}>
                  {markWords[index]}
                </Badge>
              ))}
            </Marks>
          )}
        </Art>
        <Name>{game.gameName}</Name>
      </Play>
      {favourite && (
        <Favourite
          $on={favourite.on}
          aria-pressed={favourite.on}
          aria-busy={favourite.changing || undefined}
          aria-label={intl.formatMessage({ id: 'games.tile.favourite' }, { name: game.gameName })}
          onClick={(event) => favourite.toggle(game, event.currentTarget)}
        >
          <Heart aria-hidden="true" />
        </Favourite>
      )}
      {freePlayTo && (
        <FreePlay
          to={freePlayTo}
          state={{ gameName: game.gameName } satisfies GamePageState}
          onClick={onFreePlay}
          // Named for its game, as the tile's other controls are: a list of links is not a column of "Free play".
          aria-label={intl.formatMessage({ id: 'games.tile.freePlayOf' }, { name: game.gameName })}
        >
          <FormattedMessage id="games.tile.freePlay" />
        </FreePlay>
      )}
    </Tile>
  );
});

/**
 * A loading tile of exactly this tile's size (art, one name line and, where tiles will have one,
 * the free-play line), so a lane's games take the skeletons' place without moving the page.
 */
export function GameTileSkeleton({ freePlay }: { freePlay: boolean }) {
  return (
    <Tile aria-hidden="true" data-skeleton="">
      <SkeletonArt />
      <Name>{NO_BREAK_SPACE}</Name>
      {freePlay && <FreePlaySpace />}
    </Tile>
  );
}
