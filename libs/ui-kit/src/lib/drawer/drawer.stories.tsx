import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { Drawer, type DrawerPlacement } from './drawer';

function Demo({ placement }: { placement: DrawerPlacement }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title="My account" placement={placement}>
        <p>Balance, deposit, withdraw, messages and the member center live here on a phone.</p>
      </Drawer>
    </>
  );
}

const meta = {
  title: 'ui-kit/Drawer',
  component: Demo,
  args: { placement: 'end' },
  argTypes: { placement: { control: 'inline-radio', options: ['start', 'end', 'bottom'] } },
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;
export const End: Story = {};
export const Start: Story = { args: { placement: 'start' } };
export const BottomSheet: Story = { args: { placement: 'bottom' } };
