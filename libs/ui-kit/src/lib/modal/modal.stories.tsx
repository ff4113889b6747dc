import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
import { DIALOG_WIDTH, Modal } from './modal';
import { ConfirmBody } from './confirm-body';

function Opener(props: { title: string; clickToClose?: boolean; closable?: boolean; width?: number; dialog?: boolean }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal
        open={open}
        title={props.title}
        clickToClose={props.clickToClose}
        closable={props.closable}
        width={props.dialog ? DIALOG_WIDTH : props.width}
        minHeight={props.dialog ? 0 : undefined}
        onRequestClose={() => setOpen(false)}
      >
        {props.dialog ? (
          <ConfirmBody
            message="Are you sure you want to sign out?"
            confirmLabel="Submit"
            cancelLabel="Cancel"
            onConfirm={() => setOpen(false)}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <p>Esc or a click outside closes this modal where click-to-close is on.</p>
        )}
      </Modal>
    </>
  );
}

const meta = {
  title: 'ui-kit/Modal',
  component: Opener,
  args: { title: 'Notice', clickToClose: true, closable: true },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const MustFinish: Story = { args: { title: 'Change password', clickToClose: false, closable: false } };
export const ConfirmDialog: Story = { args: { title: 'Sign out', dialog: true } };
