import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  absentBalanceMessage,
  mainWalletBalance,
  useGetMemberInfoQuery,
  useGetProfileQuery,
  useTransferToUplineMutation,
  useActionKey,
} from '@wl/api-client';
import { AmountInput, Button, Card, EmptyState, PaymentPasswordField, FailureMessage, DoneLine, useTriedSubmit } from '@wl/ui-kit';
import { useBalance } from '../balance/use-balance';
import { StaleNote } from '../balance/balance-words';
import { CurrencyPending, useAmountCurrency } from '../common/amount-currency';
import { isPositive, sentAmount, smallestAmount, toMoney } from '../money/money';
import { Form, Heading, Page } from '../common/page-parts';
import { afterRefusal } from '../common/payment-password';
import { PaymentPasswordFirst, useFocusFirstField } from '../common/payment-password-first';
import { heldLimit } from '../common/held-limit';

/**
 * transferUpline (spec §6: players may transfer to their upline): an amount from the main wallet, checked by the payment
 * password; a player with none sets one first, as for a withdrawal.
 */
export default function TransferUplinePage() {
  // Spec §3: member info says whether the player has an upline to transfer to.
  const member = useGetMemberInfoQuery();
  // Asked with the page, not with the form: a form shown and then swapped for the set-password form would lose its input.
  useGetProfileQuery();
  return (
    <Page aria-labelledby="wallet-upline-heading">
      <Heading id="wallet-upline-heading">
        <FormattedMessage id="wallet.upline.title" />
      </Heading>
      {member.data?.toUpline === false ? (
        <EmptyState title={<FormattedMessage id="wallet.upline.none" />} />
      ) : (
        <Card>
          <PaymentPasswordFirst>{(justSet) => <UplineForm takeFocus={justSet} />}</PaymentPasswordFirst>
        </Card>
      )}
    </Page>
  );
}

/** `takeFocus`: the form has just replaced the set-password form, whose Save button had the focus. */
function UplineForm({ takeFocus }: { takeFocus: boolean }) {
  const intl = useIntl();
  const wallet = useBalance();
  const currency = useAmountCurrency();
  const { currencySymbol, decimals } = currency;
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [send, state] = useTransferToUplineMutation();
  const [done, setDone] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstField(form, takeFocus);
  const action = useActionKey('transferToUpline', { amount: sentAmount(amount) });
  const main = mainWalletBalance(wallet.balance);
  // The transfer draws on the main wallet: more than it holds is named at the field, as My wallet's transfer does.
  const limit = heldLimit(amount, main === undefined ? undefined : toMoney(main), wallet.hidden, decimals);
  // An amount typed before the currency was known may hold more decimals than it takes (₫ none).
  const tooPrecise = currency.tooPrecise(amount);
  const tried = useTriedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A transfer on its way, or the currency still coming, makes the button busy: it keeps the focus.
    if (state.isLoading || !currency.known) return;
    if (amount === '' || !isPositive(amount) || limit.over || tooPrecise || !paymentPassword) return tried.refuse(form.current);
    setDone(false);
    tried.done();
    const result = await send({ amount: toMoney(amount), paymentPassword, idempotencyKey: action.key() });
    action.settle(result.error);
    if (result.error) return afterRefusal(result.error, form.current, () => setPaymentPassword(''));
    setAmount('');
    setPaymentPassword('');
    setDone(true);
  };

  return (
    <Form ref={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.upline.title' })}>
      <p>
        <FormattedMessage
          id="wallet.mainWalletHolds"
          values={{
            // A balance that could not be fetched says so (docs/decisions.md), rather than "updating" for ever.
            amount: main !== undefined ? wallet.format(main) : intl.formatMessage({ id: absentBalanceMessage(wallet.failed) }),
          }}
        />
        <StaleNote stale={wallet.stale} />
      </p>
      <AmountInput
        label={<FormattedMessage id="wallet.amount" />}
        value={amount}
        onChange={setAmount}
        currencySymbol={currencySymbol}
        decimals={currency.fieldDecimals(amount)}
        // Nothing of nothing is sent: 0 is below the smallest amount the currency has, which the field names.
        min={smallestAmount(decimals)}
        max={limit.field.max}
        error={
          tooPrecise ? (
            <FormattedMessage id="amount.invalid" values={{ decimals }} />
          ) : (
            // "Enter an amount": the field may hold text that is no amount, which it hands over as none.
            (limit.field.error ?? tried.missing(amount === '', 'amount.required'))
          )
        }
      />
      <PaymentPasswordField
        label={<FormattedMessage id="wallet.paymentPassword" />}
        value={paymentPassword}
        onChange={(event) => setPaymentPassword(event.target.value)}
        error={tried.missing(!paymentPassword)}
      />
      {/* Never disabled for what the fields lack: a submit says it at the fields. */}
      <Button type="submit" busy={state.isLoading || !currency.known}>
        <FormattedMessage id="wallet.upline.submit" />
      </Button>
      {/* The main wallet's line above already says the balance is coming; a failed one gets its refresh here. */}
      {wallet.failed && <CurrencyPending known={currency.known} />}
      <FailureMessage error={state.error} />
      {/* What was done is said where the player is: the focus moves from the button to the line. */}
      {done && (
        <DoneLine>
          <FormattedMessage id="wallet.transfer.done" />
        </DoneLine>
      )}
    </Form>
  );
}
