import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Draw } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { VnResults } from './live-results';
import { ResultsBoard } from './results-board';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 10, 23, 3, 0, 0);

const lott = (numero: string, minutesAgo: number, balls: string[], nextDrawInMs?: number): Draw => ({
  gameCode: 'CQSSC',
  gameName: 'Chongqing Lucky 5D',
  numero,
  openTime: NOW - minutesAgo * MINUTE,
  prizes: { MAIN: balls },
  nextDrawInMs,
});

const DRAWS: Draw[] = [
  lott('202611230091', 0, ['3', '1', '4', '1', '5'], 2 * MINUTE),
  lott('202611230090', 2, ['2', '7', '1', '8', '2']),
  lott('202611230089', 4, ['1', '6', '1', '8', '0']),
  {
    gameCode: 'VNMB',
    gameName: 'Miền Bắc (Hà Nội)',
    numero: '202611230037',
    openTime: NOW - MINUTE,
    nextDrawInMs: 4 * MINUTE,
    prizes: {
      DB: ['926535'],
      G1: ['89793'],
      G2: ['23846'],
      G3: ['26433', '83279'],
      G4: ['50288', '41971', '69399', '37510', '58209', '74944', '59230'],
      G5: ['7816'],
      G6: ['4062', '8620', '8998'],
      G7: ['628'],
    },
  },
];

const meta = {
  title: 'lottery/Results board',
  component: ResultsBoard,
  // Each render counts down from now, so the countdowns run in the story.
  args: { draws: DRAWS, receivedAt: Date.now(), onDrawDue: fn() },
} satisfies Meta<typeof ResultsBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Draws grouped by game: draw number, time, the numbers as balls, the countdown, and earlier draws under "All prizes". */
export const Board: Story = {};

/** The selected game's group comes first and stands out. */
export const WithSelectedGame: Story = { args: { selectedCode: 'VNMB' } };

/** A draw without a next one announced shows no countdown. */
export const WithoutCountdown: Story = { args: { draws: DRAWS.map(({ nextDrawInMs: _next, ...draw }) => draw) } };

/** The live Vietnamese board from the sandbox (100 draws, refreshed every 15 s and when a countdown ends). */
export const LiveVietnameseNumbers: Story = {
  render: () => (
    <GuardedActionContext.Provider value={fn()}>
      <VnResults />
    </GuardedActionContext.Provider>
  ),
};
