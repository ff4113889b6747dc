import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAddBankAccountMutation,
  useGetRegisterSettingsQuery,
  useGetWithdrawInfoQuery,
  useSetPaymentPasswordMutation,
  useWithdrawMutation,
  type Withdrawal,
  type WithdrawInfo,
  useActionKey,
} from '@wl/api-client';
import { useFieldRules, useForm } from '@wl/forms';
import { DEFAULT_CURRENCY_SYMBOL } from '@wl/i18n';
import {
  AmountInput,
  Button,
  Card,
  checkAmount,
  PasswordField,
  Select,
  TextField,
  QueryView,
  FailureMessage,
  decimalsOf,
} from '@wl/ui-kit';
import { useBalance } from '../balance/use-balance';
import { isPositive, toMoney } from '../money/money';
import { useWalletMoney } from '../money/use-wallet-money';
import { Done, Form, Heading, Page } from '../common/page-parts';
import { accountNumberMessage, BANK_REQUIRED_MESSAGE, payeeNameMessage, payeeNameRule } from './bank-account-rules';
import { ReceiptConfirmation } from './receipt-confirmation';

/**
 * withdraw (spec §2, §4): disbursed withdrawals waiting for the receipt confirmation first; then
 * the payment password (set one when there is none), a bank account (add one; the payee name
 * follows the server's rule), the limits and any turnover still required, and the amount.
 */
export default function WithdrawPage() {
  const info = useGetWithdrawInfoQuery();
  return (
    <Page aria-labelledby="wallet-withdraw-heading">
      <Heading id="wallet-withdraw-heading">
        <FormattedMessage id="wallet.withdraw.title" />
      </Heading>
      <QueryView query={info}>{(data) => <Withdraw info={data} />}</QueryView>
    </Page>
  );
}

function Withdraw({ info }: { info: WithdrawInfo }) {
  const money = useWalletMoney();
  return (
    <>
      {info.awaitingReceipt.map((withdrawal) => (
        <ReceiptConfirmation key={withdrawal.orderId} withdrawal={withdrawal} autoReceiveMinutes={info.autoReceiveMinutes} format={money} />
      ))}
      {info.hasPaymentPassword ? <WithdrawForm info={info} money={money} /> : <SetPaymentPassword />}
      <BankAccountForm info={info} />
    </>
  );
}

function SetPaymentPassword() {
  const intl = useIntl();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [save, state] = useSetPaymentPasswordMutation();
  const { refetch } = useGetWithdrawInfoQuery();
  const mismatch = confirm !== '' && confirm !== password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading || !password || mismatch) return;
    // The withdrawal form appears once the server knows the password.
    if (!(await save({ newPaymentPassword: password, confirmPaymentPassword: confirm })).error) void refetch();
  };
  return (
    <Card heading={intl.formatMessage({ id: 'wallet.withdraw.setPassword' })}>
      <p>
        <FormattedMessage id="wallet.withdraw.setPasswordFirst" />
      </p>
      <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.withdraw.setPassword' })}>
        <PasswordField
          label={<FormattedMessage id="wallet.paymentPassword" />}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
        />
        <PasswordField
          label={<FormattedMessage id="wallet.withdraw.confirmPassword" />}
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          autoComplete="new-password"
          error={mismatch ? <FormattedMessage id="wallet.withdraw.passwordMismatch" /> : undefined}
        />
        <Button type="submit" disabled={state.isLoading || !password || !confirm || mismatch} aria-busy={state.isLoading}>
          <FormattedMessage id="wallet.save" />
        </Button>
        <FailureMessage error={state.error} />
      </Form>
    </Card>
  );
}

function WithdrawForm({ info, money }: { info: WithdrawInfo; money: (amount: string) => string }) {
  const intl = useIntl();
  const { currencySymbol = DEFAULT_CURRENCY_SYMBOL } = useBalance();
  const decimals = decimalsOf(currencySymbol);
  const [chosen, setChosen] = useState('');
  // The first account until the player picks one; also once the first is added while the form is open.
  const bankAccountId = info.bankAccounts.some((bank) => bank.bankAccountId === chosen)
    ? chosen
    : (info.bankAccounts[0]?.bankAccountId ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [withdraw, state] = useWithdrawMutation();
  const [made, setMade] = useState<Withdrawal | null>(null);
  const action = useActionKey({ bankAccountId, amount });
  const turnover = isPositive(info.turnoverRequired);
  // Only the server's limits are checked here: an amount above the balance is the server's to refuse ("quota not sufficient").
  const outOfRange = amount !== '' && checkAmount(amount, info, decimals) !== null;
  const blocked = state.isLoading || turnover || !bankAccountId || !amount || outOfRange || !paymentPassword;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blocked) return;
    setMade(null);
    const result = await withdraw({ bankAccountId, amount: toMoney(amount), paymentPassword, idempotencyKey: action.key() });
    action.settle(result.error);
    if (result.data) {
      setMade(result.data);
      setAmount('');
      setPaymentPassword('');
    }
  };

  return (
    <Card heading={intl.formatMessage({ id: 'wallet.withdraw.form' })}>
      <p>
        <FormattedMessage id="wallet.withdraw.available" values={{ amount: money(info.available) }} />
      </p>
      {turnover && (
        <p role="note">
          <FormattedMessage id="wallet.withdraw.turnover" values={{ amount: money(info.turnoverRequired) }} />
        </p>
      )}
      <Form onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.withdraw.form' })}>
        <Select
          label={<FormattedMessage id="wallet.withdraw.bankAccount" />}
          options={info.bankAccounts.map((bank) => ({
            value: bank.bankAccountId,
            // An option holds text only: one message, so a language orders the parts its own way.
            label: intl.formatMessage(
              { id: 'wallet.withdraw.bankAccountOption' },
              { bank: bank.bankName, account: bank.accountNumberMasked, payee: bank.payeeName },
            ),
          }))}
          placeholder={info.bankAccounts.length ? undefined : intl.formatMessage({ id: 'wallet.withdraw.noBankAccount' })}
          value={bankAccountId}
          onChange={(event) => setChosen(event.target.value)}
        />
        <AmountInput
          label={<FormattedMessage id="wallet.amount" />}
          value={amount}
          onChange={setAmount}
          currencySymbol={currencySymbol}
          decimals={decimals}
          min={info.min}
          max={info.max}
          hint={<FormattedMessage id="wallet.limits" values={{ min: money(info.min), max: money(info.max) }} />}
        />
        <PasswordField
          label={<FormattedMessage id="wallet.paymentPassword" />}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
          autoComplete="off"
        />
        <Button type="submit" disabled={blocked} aria-busy={state.isLoading}>
          <FormattedMessage id="wallet.withdraw.submit" />
        </Button>
        <FailureMessage error={state.error} />
        {made && (
          <Done>
            <FormattedMessage id="wallet.withdraw.pending" values={{ amount: money(made.amount), order: made.orderId }} />
          </Done>
        )}
      </Form>
    </Card>
  );
}

function BankAccountForm({ info }: { info: WithdrawInfo }) {
  const [open, setOpen] = useState(info.bankAccounts.length === 0);
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <FormattedMessage id="wallet.bank.add" />
      </Button>
    );
  }
  return <AddBankAccount info={info} onAdded={() => setOpen(false)} />;
}

/**
 * Checked before it is sent (spec §5): a bank, an account number the call accepts, and a typed payee
 * name by the server's `payeeName` rule; a refused field keeps what was typed and says why beside it.
 */
function AddBankAccount({ info, onAdded }: { info: WithdrawInfo; onAdded: () => void }) {
  const intl = useIntl();
  const payeeFixed = info.payeeName !== null;
  const { data: settings, isError: noSettings } = useGetRegisterSettingsQuery(undefined, { skip: payeeFixed });
  // One object per answer, so the rule compiles once.
  const rules = useFieldRules(useMemo(() => settings && { payeeName: payeeNameRule(settings.payeeName) }, [settings]));
  const [add, state] = useAddBankAccountMutation();
  const form = useForm({
    initialValues: { bankCode: '', accountNumber: '', payeeName: '' },
    validate: ({ bankCode, accountNumber, payeeName }) => ({
      bankCode: bankCode ? null : BANK_REQUIRED_MESSAGE,
      accountNumber: accountNumberMessage(accountNumber),
      payeeName: payeeFixed ? null : payeeNameMessage(payeeName, rules),
    }),
  });
  const submit = form.handleSubmit(async ({ bankCode, accountNumber, payeeName }) => {
    const result = await add({ bankCode, accountNumber, payeeName: info.payeeName ?? payeeName.trim() });
    if (!result.error) onAdded();
  });
  const message = (field: 'bankCode' | 'accountNumber' | 'payeeName') => {
    const error = form.errorOf(field);
    return error ? <FormattedMessage id={error.key} values={error.values} /> : undefined;
  };
  // Saving waits for the payee rule; without the settings call, the call's own bounds are all we can hold it to.
  const ruleComing = !payeeFixed && !rules && !noSettings;
  const busy = form.submitting || state.isLoading || ruleComing;
  return (
    <Card heading={intl.formatMessage({ id: 'wallet.bank.add' })}>
      <Form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'wallet.bank.add' })}>
        <Select
          label={<FormattedMessage id="wallet.bank.bank" />}
          options={info.banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName }))}
          placeholder={intl.formatMessage({ id: 'wallet.bank.choose' })}
          value={form.values.bankCode}
          error={message('bankCode')}
          onChange={(event) => form.setValue('bankCode', event.target.value)}
          onBlur={() => form.touch('bankCode')}
        />
        <TextField
          label={<FormattedMessage id="wallet.bank.accountNumber" />}
          value={form.values.accountNumber}
          inputMode="numeric"
          error={message('accountNumber')}
          onChange={(event) => form.setValue('accountNumber', event.target.value.replace(/\D/g, ''))}
          onBlur={() => form.touch('accountNumber')}
        />
        <TextField
          label={<FormattedMessage id="wallet.bank.payeeName" />}
          value={info.payeeName ?? form.values.payeeName}
          readOnly={payeeFixed}
          hint={payeeFixed ? <FormattedMessage id="wallet.bank.payeeFixed" /> : undefined}
          error={message('payeeName')}
          onChange={(event) => form.setValue('payeeName', event.target.value)}
          onBlur={() => form.touch('payeeName')}
        />
        <Button type="submit" disabled={busy} aria-busy={busy}>
          <FormattedMessage id="wallet.save" />
        </Button>
        <FailureMessage error={state.error} />
      </Form>
    </Card>
  );
}
