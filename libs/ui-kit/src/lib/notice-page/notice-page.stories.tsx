import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { NoticePage } from './notice-page';

const meta = {
  title: 'ui-kit/NoticePage',
  component: NoticePage,
  args: {
    title: 'Under maintenance',
    children: <p>The site is being upgraded and will be back at 06:00. Your balance is safe.</p>,
  },
} satisfies Meta<typeof NoticePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A whole page for one message, with nothing to do but wait. */
export const Maintenance: Story = {};
/** With an action under the text: a startup failure the player can retry. */
export const WithAction: Story = {
  args: {
    title: 'The site could not start',
    children: <p>Network abnormal, please try again later</p>,
    actions: <Button>Try again</Button>,
  },
};
/** A long title and text wrap inside the card on a phone. */
export const LongText: Story = {
  args: {
    title: 'Access from your region is restricted by the operator of this site',
    children: (
      <p>
        The games and payments offered here are not available where you are. If you think this is a mistake, contact customer service with
        the address you are connecting from.
      </p>
    ),
  },
};
