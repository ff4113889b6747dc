import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';
import { AboveModals } from './above-modals';
import { DIALOG_WIDTH, Modal, type ModalPlacement } from './modal';
import { ConfirmBody } from './confirm-body';

/** A reality-check-like panel: drawn above the open modal, and usable while it is open. */
const Interruption = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

/** A body whose height changes as the player moves through it, as a center's entries do. */
function SwitchingHeights() {
  const [long, setLong] = useState(false);
  return (
    <>
      <Button onClick={() => setLong((value) => !value)}>{long ? 'Show a short page' : 'Show a long page'}</Button>
      {Array.from({ length: long ? 12 : 1 }, (_, index) => (
        <p key={index}>The window keeps its top edge, so this button stays under the pointer.</p>
      ))}
    </>
  );
}

function Opener(props: {
  title: string;
  clickToClose?: boolean;
  closable?: boolean;
  width?: number;
  dialog?: boolean;
  interrupted?: boolean;
  placement?: ModalPlacement;
}) {
  const [interrupted, setInterrupted] = useState(props.interrupted ?? false);
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
        placement={props.placement}
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
        ) : props.placement === 'top' ? (
          <SwitchingHeights />
        ) : (
          <p>Esc or a click outside closes this modal where click-to-close is on.</p>
        )}
      </Modal>
      {interrupted && (
        <AboveModals>
          <Interruption role="alertdialog" aria-modal="false" aria-label="Reality check">
            You have played for 1 hour.
            <Button onClick={() => setInterrupted(false)}>Keep playing</Button>
          </Interruption>
        </AboveModals>
      )}
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
/** What must stay usable over any modal (the reality check) is drawn above it and is never made inert by it. */
export const AboveAModal: Story = { args: { interrupted: true } };
/** A tall dialog whose content changes height (a center) is anchored at the top: switching pages moves nothing. */
export const AnchoredAtTop: Story = { args: { title: 'Member center', placement: 'top' } };
