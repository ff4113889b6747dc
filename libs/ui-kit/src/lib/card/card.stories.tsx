import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: { heading: 'Main wallet', children: <p>¥12,345.60</p> },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const WithAction: Story = { args: { actions: <Button variant="secondary">Transfer</Button> } };
export const Plain: Story = { args: { heading: undefined } };
/** On a phone an action that does not fit beside the heading goes under it, whole. */
export const ActionOnPhone: Story = {
  args: { heading: 'Paid records of my downlines', actions: <Button variant="secondary">Export CSV</Button> },
  globals: { viewport: { value: 'mobile1' } },
};
