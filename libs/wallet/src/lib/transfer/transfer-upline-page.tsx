import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTransferToUplineMutation } from '@wl/api-client';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n';
import { AmountInput, Button, Card, PasswordField, FailureMessage } from '@wl/ui-kit';
import { useBalance } from '../balance/use-balance';
import { decimalsOf, toMoney } from '../money/money';
import { useActionKey } from '../money/use-action-key';
import { Done, Form, Heading, Page } from '../common/page-parts';

/** transferUpline (spec §6: players may transfer to their upline): an amount from the main wallet, checked by the payment password. */
export default function TransferUplinePage() {
  const intl = useIntl();
  const wallet = useBalance();
  const currencySymbol = wallet.currencySymbol ?? DEFAULT_CURRENCY_SYMBOL;
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [send, state] = useTransferToUplineMutation();
  const [done, setDone] = useState(false);
  const action = useActionKey({ amount });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading || !amount || !paymentPassword) return;
    setDone(false);
    const result = await send({ amount: toMoney(amount), paymentPassword, idempotencyKey: action.key() });
    action.settle(result.error);
    if (!result.error) {
      setAmount('');
      setPaymentPassword('');
      setDone(true);
    }
  };

  return (
    <Page aria-labelledby="wallet-upline-heading">
      <Heading id="wallet-upline-heading">
        <FormattedMessage id="wallet.upline.title" />
      </Heading>
      <Card>
        <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.upline.title' })}>
          <p>
            <FormattedMessage
              id="wallet.upline.available"
              values={{ amount: wallet.shown ?? intl.formatMessage({ id: 'wallet.balanceUpdating' }) }}
            />
          </p>
          <AmountInput
            label={<FormattedMessage id="wallet.amount" />}
            value={amount}
            onChange={setAmount}
            currencySymbol={currencySymbol}
            decimals={decimalsOf(currencySymbol)}
          />
          <PasswordField
            label={<FormattedMessage id="wallet.paymentPassword" />}
            value={paymentPassword}
            onChange={(event) => setPaymentPassword(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" disabled={state.isLoading || !amount || !paymentPassword} aria-busy={state.isLoading}>
            <FormattedMessage id="wallet.upline.submit" />
          </Button>
          <FailureMessage error={state.error} />
          {done && (
            <Done>
              <FormattedMessage id="wallet.transfer.done" />
            </Done>
          )}
        </Form>
      </Card>
    </Page>
  );
}
