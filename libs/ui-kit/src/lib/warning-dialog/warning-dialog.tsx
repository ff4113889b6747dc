import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { TriangleAlert } from 'lucide-react';
import { Button } from '../button/button';
import { DIALOG_WIDTH, Modal } from '../modal/modal';

export interface WarningDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** Also what Escape and the close button do. */
  onCancel: () => void;
  /** Defaults to the catalog's "Cancel". */
  cancelLabel?: ReactNode;
  /** While the confirmed action runs: the buttons wait. */
  busy?: boolean;
}

const Body = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;

  > svg {
    flex: none;
    inline-size: ${({ theme }) => theme.size.touch};
    block-size: ${({ theme }) => theme.size.touch};
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/** A block, so a message may be several paragraphs. */
const Message = styled.div`
  margin: 0;

  > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

/**
 * An interrupting warning (role="alertdialog"): the message is read with the title, and focus
 * starts on Cancel, so a hurried Enter never confirms something the player did not mean.
 */
export function WarningDialog({ open, title, message, confirmLabel, onConfirm, onCancel, cancelLabel, busy = false }: WarningDialogProps) {
  const intl = useIntl();
  const messageId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      title={title}
      onRequestClose={onCancel}
      width={DIALOG_WIDTH}
      minHeight={0}
      role="alertdialog"
      describedBy={messageId}
      initialFocus={cancel}
      closable={!busy}
    >
      <Body>
        <TriangleAlert aria-hidden focusable={false} />
        <Message id={messageId}>{message}</Message>
      </Body>
      <Actions>
        <Button ref={cancel} variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel ?? intl.formatMessage({ id: 'ui.cancel' })}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </Actions>
    </Modal>
  );
}
