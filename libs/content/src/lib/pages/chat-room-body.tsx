import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** The chat room modal (spec §2); the chat comes with the customer-service work. */
export default function ChatRoomBody(_body: ModalBodyProps) {
  return (
    <p>
      <FormattedMessage id="modal.chatRoom.placeholder" />
    </p>
  );
}
