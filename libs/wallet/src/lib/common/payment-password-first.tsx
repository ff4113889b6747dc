import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { useGetProfileQuery } from '@wl/api-client';
import { SetPaymentPassword } from './set-payment-password';

/**
 * An action's form that spends behind the payment password (a points redemption or conversion, a transfer to the
 * upline), or for a player with no payment password (every try refused as "not correct"), the form to set one in its
 * place, as the withdraw page does. Until the profile says, the action's form: the server checks anyway. The page
 * asks for the profile when it opens (`useGetProfileQuery()`), so a form is not swapped out under what was typed.
 * `justSet`: the action's form replaces the set-password form, whose Save button had the focus.
 */
export function PaymentPasswordFirst({ id, children }: { id?: string; children: (justSet: boolean) => ReactNode }) {
  const hasPassword = useGetProfileQuery().data?.hasPaymentPassword;
  const [justSet, setJustSet] = useState(false);
  // A save the server accepted is trusted: the profile read again after it may be late or fail, and a second Save
  // (without the old password) would be refused.
  return hasPassword === false && !justSet ? <SetPaymentPassword id={id} onSaved={() => setJustSet(true)} /> : children(justSet);
}

/** Puts the focus in a form's first field once, when it takes the place of the set-password form. */
export function useFocusFirstField(form: RefObject<HTMLFormElement | null>, active: boolean) {
  useEffect(() => {
    if (active) form.current?.querySelector('input')?.focus();
  }, [form, active]);
}
