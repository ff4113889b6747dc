import type { ReactNode } from 'react';
import { Link, type To } from 'react-router-dom';
import styled, { css } from 'styled-components';
import type { LotteryGame } from '@wl/api-client';
import { bareList, focusRing } from '@wl/ui-kit';
import { openerProps } from '../launch/opener';

export interface GameGroup {
  key: string;
  title: ReactNode;
  games: LotteryGame[];
}

interface ChooseProps {
  selectedCode?: string;
  /** Told the game chosen and the tile pressed, which gets the focus back when the game's frame closes. */
  onChoose: (game: LotteryGame, tile: Element) => void;
  /** Where a game that another page opens goes: its tile is a link there (it can open in a new tab). */
  linkFor?: (game: LotteryGame) => { to: To; state?: unknown } | undefined;
}

/**
 * Games as buttons, the selected one pressed, or links for games another page opens. `list` tells these tiles from
 * another list's (a game may be in two): a tile opening its game is found again by it when the list has been drawn anew.
 */
export function GameTiles({ games, list, selectedCode, onChoose, linkFor }: ChooseProps & { games: readonly LotteryGame[]; list: string }) {
  return (
    <Tiles>
      {games.map((game) => {
        const link = linkFor?.(game);
        const name = <bdi>{game.gameName}</bdi>;
        return (
          <li key={game.code}>
            {link ? (
              <TileLink to={link.to} state={link.state}>
                {name}
              </TileLink>
            ) : (
              <Tile
                type="button"
                aria-pressed={game.code === selectedCode}
                onClick={(event) => onChoose(game, event.currentTarget)}
                {...openerProps(`${list}/${game.code}`)}
              >
                {name}
              </Tile>
            )}
          </li>
        );
      })}
    </Tiles>
  );
}

/** Games in titled groups. */
export function GameList({ groups, selectedCode, onChoose, linkFor }: ChooseProps & { groups: GameGroup[] }) {
  return (
    <>
      {groups
        .filter((group) => group.games.length > 0)
        .map((group) => (
          <Group key={group.key} aria-labelledby={`lottery-group-${group.key}`}>
            <GroupTitle id={`lottery-group-${group.key}`}>
              <bdi>{group.title}</bdi>
            </GroupTitle>
            <GameTiles games={group.games} list={group.key} selectedCode={selectedCode} onChoose={onChoose} linkFor={linkFor} />
          </Group>
        ))}
    </>
  );
}

const Group = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const GroupTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.md};
  color: ${({ theme }) => theme.colors.muted};
`;

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${({ theme }) => theme.size.tile} * 3 / 4)), 1fr));
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
`;

/**
 * A tile, a button or a link alike (a link is inline until told otherwise). As tall as its row: the grid stretches the
 * item, not the tile in it, so a one-line name's tile stood shorter than a two-line neighbour's.
 */
const tile = css`
  display: block;
  width: 100%;
  height: 100%;
  min-height: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: ${({ theme }) => theme.size.borderStrong} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  ${focusRing}
`;

const Tile = styled.button`
  ${tile}

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const TileLink = styled(Link)`
  ${tile}
  text-decoration: none;
`;
