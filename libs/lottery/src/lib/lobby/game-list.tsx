import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LotteryGame } from '@wl/api-client';
import { bareList } from '@wl/ui-kit';
import { openerProps } from '../launch/opener';

export interface GameGroup {
  key: string;
  title: ReactNode;
  games: LotteryGame[];
}

interface ChooseProps {
  selectedCode?: string;
  onChoose: (game: LotteryGame) => void;
}

/**
 * Games as buttons; the selected one is pressed. `list` tells these tiles from another list's (a game may be in two):
 * a tile opening its game is found again by it when the list has been drawn anew.
 */
export function GameTiles({ games, list, selectedCode, onChoose }: ChooseProps & { games: readonly LotteryGame[]; list: string }) {
  return (
    <Tiles>
      {games.map((game) => (
        <li key={game.code}>
          <Tile
            type="button"
            aria-pressed={game.code === selectedCode}
            onClick={() => onChoose(game)}
            {...openerProps(`${list}/${game.code}`)}
          >
            <bdi>{game.gameName}</bdi>
          </Tile>
        </li>
      ))}
    </Tiles>
  );
}

/** Games in titled groups. */
export function GameList({ groups, selectedCode, onChoose }: ChooseProps & { groups: GameGroup[] }) {
  return (
    <>
      {groups
        .filter((group) => group.games.length > 0)
        .map((group) => (
          <Group key={group.key} aria-labelledby={`lottery-group-${group.key}`}>
            <GroupTitle id={`lottery-group-${group.key}`}>
              <bdi>{group.title}</bdi>
            </GroupTitle>
            <GameTiles games={group.games} list={group.key} selectedCode={selectedCode} onChoose={onChoose} />
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

const Tile = styled.button`
  width: 100%;
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

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }

  &:focus-visible {
    outline: ${({ theme }) => `${theme.focusRing.width} solid ${theme.colors.focus}`};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;
