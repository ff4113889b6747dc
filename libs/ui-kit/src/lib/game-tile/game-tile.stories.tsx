import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { GameTile, GameTileSkeleton, type GameTileProps } from './game-tile';

function Tile(props: Omit<GameTileProps, 'onOpen' | 'onToggleFavourite'> & { guest?: boolean }) {
  const [favourite, setFavourite] = useState(props.favourite ?? false);
  return (
    <div style={{ maxWidth: 180 }}>
      <GameTile
        {...props}
        favourite={props.guest ? undefined : favourite}
        onToggleFavourite={() => setFavourite((value) => !value)}
        onOpen={() => undefined}
      />
    </div>
  );
}

const meta = {
  title: 'ui-kit/Game tile',
  component: Tile,
  args: { name: 'Fortune Tiger', vendor: 'PG Soft', hot: true, isNew: false, favourite: false },
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const NewAndFavourite: Story = { args: { hot: false, isNew: true, favourite: true } };
export const Guest: Story = { args: { guest: true, name: 'A very long game name that does not fit on one line' } };
export const BrokenImage: Story = { args: { imageUrl: 'https://example.invalid/missing.png' } };
export const Loading: Story = {
  render: () => (
    <div style={{ maxWidth: 180 }}>
      <GameTileSkeleton />
    </div>
  ),
};
export const Grid: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 12 }}>
      <Tile name="Fortune Tiger" vendor="PG Soft" hot />
      <Tile name="Sweet Bonanza" vendor="Pragmatic Play" isNew favourite />
      <Tile name="Baccarat" vendor="Evolution" />
      <GameTileSkeleton />
    </div>
  ),
};
