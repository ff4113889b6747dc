import { FormattedMessage } from 'react-intl';
import type { ModalBodyProps } from '@wl/ui-kit';

/** The game popup (spec §4): a VASSALAGE game opens its list here; the list comes with the games work. */
export default function GamePopupBody({ props }: ModalBodyProps<{ vendor?: string }>) {
  return (
    <>
      <p>
        <FormattedMessage id="modal.gamePopup.placeholder" />
      </p>
      {props.vendor && (
        <p>
          <FormattedMessage id="page.game.vendor" values={{ vendor: props.vendor }} />
        </p>
      )}
    </>
  );
}
