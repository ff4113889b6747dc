import type { ModalBodyProps } from '@wl/ui-kit';
import { DepositLimitOffer } from './deposit-limit-offer';

/** The offer right after registration, as the site's modal body (its own chunk: the entry carries no form). */
export default function DepositLimitOfferBody({ close }: ModalBodyProps) {
  return <DepositLimitOffer onDone={close} />;
}
