import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { WarningDialog } from './warning-dialog';

function Demo({ busy }: { busy?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <WarningDialog
        open={open}
        title="Leave the game?"
        message="Your round is still running; leaving now forfeits it."
        confirmLabel="Leave"
        busy={busy}
        onConfirm={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

const meta = { title: 'ui-kit/Warning dialog', component: Demo } satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const Busy: Story = { args: { busy: true } };
