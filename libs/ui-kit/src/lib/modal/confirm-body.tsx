import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../button/button';

// Wrapping: two long labels (Tagalog's "Kumpirmahin" and "Magparehistro") overran a phone's dialog.
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface ConfirmBodyProps {
  message: ReactNode;
  confirmLabel: ReactNode;
  /** Without it the dialog is a warning with one button. */
  cancelLabel?: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  /** While the confirmed action runs: the buttons wait. */
  busy?: boolean;
}

/** The body of a small dialog (spec §8: logout's 'are you sure', the trial-account warning). */
export function ConfirmBody({ message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false }: ConfirmBodyProps) {
  return (
    <>
      <p>{message}</p>
      <Actions>
        {cancelLabel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </>
  );
}
