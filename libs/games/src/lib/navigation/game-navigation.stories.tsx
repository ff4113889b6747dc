import type { Meta, StoryObj } from '@storybook/react-vite';
import { GameNavigation } from './game-navigation';
import { buildNavigation, type NavLane } from './nav-rules';

const lane = (title: string, names: string[]): NavLane => ({
  title,
  cards: names.map((name) => ({ vassalage: name.toUpperCase(), displayName: name, accountTypeName: name.toUpperCase() })),
});
const slots = Array.from({ length: 16 }, (_, i) => `Slot vendor ${i + 1}`);
const brandLists = { esportsVendors: ['IMES'], cockfightVendors: ['DS88'], announcementTypes: ['PR' as const] };

const meta = {
  title: 'games/GameNavigation',
  component: GameNavigation,
  args: {
    items: buildNavigation(
      [
        lane('ELOTT', ['Tcg']),
        lane('LIVE', ['Evolution', 'Sexy']),
        lane('SPORTS', ['Saba', 'Imes', 'Ds88']),
        lane('RNG', ['Ybg', 'Bgs', ...slots]),
      ],
      brandLists,
    ),
  },
} satisfies Meta<typeof GameNavigation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover 'Slots' to see 13 vendors and 'More'. */
export const FromVendorLanes: Story = {};
/** A tablet's line holds fewer items: the rest are under More at its end, each with its vendors flying out beside it. */
export const TabletLine: Story = { parameters: { viewport: { defaultViewport: 'tablet' } } };
export const NoVendorsYet: Story = { args: { items: buildNavigation([], brandLists) } };
/** The phone's row of category chips: it scrolls sideways on its own. */
export const PhoneChips: Story = { args: { variant: 'chips' }, parameters: { viewport: { defaultViewport: 'mobile1' } } };
