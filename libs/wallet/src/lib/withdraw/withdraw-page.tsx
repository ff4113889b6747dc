import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useAddBankAccountMutation,
  useGetRegisterSettingsQuery,
  useGetTransactionsQuery,
  useGetWithdrawInfoQuery,
  useWithdrawMutation,
  type Withdrawal,
  type WithdrawInfo,
  useActionKey,
  type BankAccount,
  type Transaction,
  withinPayeeNameLimits,
  HIDDEN_AMOUNT,
} from '@wl/api-client';
import { useFieldRules, useForm } from '@wl/forms';
import { DateTime } from '@wl/i18n';
import {
  AmountInput,
  Button,
  Badge,
  Card,
  checkAmount,
  latinDigits,
  PaymentPasswordField,
  Select,
  TextField,
  QueryView,
  FailureMessage,
  EmptyState,
  presetRange,
  RecordTable,
  useTakeFocus,
  DoneLine,
  type RecordColumn,
  takenFocus,
  useTriedSubmit,
} from '@wl/ui-kit';
import styled from 'styled-components';
import { useBalance } from '../balance/use-balance';
import { absMoney, isPositive, sentAmount, toMoney } from '../money/money';
import { useWalletMoney } from '../money/use-wallet-money';
import { Form, Heading, Page, Row } from '../common/page-parts';
import { CurrencyPending, useAmountCurrency } from '../common/amount-currency';
import { afterRefusal } from '../common/payment-password';
import { SetPaymentPassword } from '../common/set-payment-password';
import { heldLimit } from '../common/held-limit';
import { accountNumberMessage, BANK_REQUIRED_MESSAGE, payeeNameMessage } from './bank-account-rules';
import { ReceiptConfirmation } from './receipt-confirmation';
import { StatusBadge } from '../records/status';

/**
 * withdraw (spec §2, §4): disbursed withdrawals waiting for the receipt confirmation first; then
 * the payment password (set one when there is none), a bank account (add one; the payee name
 * follows the server's rule), the limits and any turnover still required, and the amount; last, the recent
 * withdrawals with their status.
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

/** The last form that closed on success: what replaced it takes the focus, which would otherwise drop to the page. */
type Closed = { form: 'password' } | { form: 'bankAccount'; accountId: string } | null;

/** A receipt confirmation the server recorded: its card goes at once, before the refetched info drops it. */
interface Answered {
  orderId: string;
  received: boolean;
}

function Withdraw({ info }: { info: WithdrawInfo }) {
  const money = useWalletMoney();
  const [closed, setClosed] = useState<Closed>(null);
  // A save the server accepted is trusted: the info read again after it may be late or fail.
  const [passwordSet, setPasswordSet] = useState(false);
  const hasPassword = info.hasPaymentPassword || passwordSet;
  const [answered, setAnswered] = useState<Answered[]>([]);
  const lastAnswered = answered.at(-1);
  // Every withdrawal asked about on this visit: one the refetched info drops unanswered keeps its place, as the
  // deadline may have taken it (counted as received, spec §4), which its place then says.
  const [asked, setAsked] = useState(info.awaitingReceipt);
  const newlyAsked = info.awaitingReceipt.filter((withdrawal) => !asked.some((shown) => shown.orderId === withdrawal.orderId));
  if (newlyAsked.length > 0) setAsked([...asked, ...newlyAsked]);
  // Here, not in the withdrawal form: an account added before the password is set is still the one picked after.
  const [chosen, setChosen] = useState('');
  const added = closed?.form === 'bankAccount' ? closed.accountId : null;
  const onAdded = (account: BankAccount) => {
    setChosen(account.bankAccountId);
    setClosed({ form: 'bankAccount', accountId: account.bankAccountId });
  };
  return (
    <>
      {lastAnswered && <ReceiptAnswered answer={lastAnswered} />}
      {asked
        .filter((withdrawal) => !answered.some((answer) => answer.orderId === withdrawal.orderId))
        .map((withdrawal) => {
          // The server's latest word on it, while it lists it.
          const listed = info.awaitingReceipt.find((candidate) => candidate.orderId === withdrawal.orderId);
          return (
            <ReceiptConfirmation
              key={withdrawal.orderId}
              withdrawal={listed ?? withdrawal}
              listed={listed !== undefined}
              autoReceiveMinutes={info.autoReceiveMinutes}
              format={money}
              onAnswered={(received) => setAnswered((list) => [...list, { orderId: withdrawal.orderId, received }])}
            />
          );
        })}
      {hasPassword ? (
        <WithdrawForm
          info={info}
          money={money}
          chosen={chosen}
          onChoose={setChosen}
          focusHeading={closed?.form === 'password'}
          added={added}
        />
      ) : (
        <SetPaymentPasswordCard
          onSaved={() => {
            setPasswordSet(true);
            setClosed({ form: 'password' });
          }}
        />
      )}
      {/* With no withdrawal form to hold the new account, the button back in the add form's place takes the focus. */}
      <BankAccountForm info={info} onAdded={onAdded} takeFocus={added !== null && !hasPassword} />
      <RecentWithdrawals money={money} paidOut={info.awaitingReceipt.map((withdrawal) => withdrawal.orderId)} />
    </>
  );
}

/** The withdrawals listed under the form: the account record's of the last 30 days (spec §9 preset), newest first. */
const RECENT_WITHDRAWALS = { preset: 'previous30', count: 5 } as const;

/**
 * Spec §2 withdraw and records: what became of the player's withdrawals (pending, completed, failed), so one just
 * made stays in sight after its line; a withdrawal or a receipt answer refreshes it (the api-client's tags).
 */
function RecentWithdrawals({ money, paidOut }: { money: (amount: string) => string; paidOut: readonly string[] }) {
  const intl = useIntl();
  const [range] = useState(() => presetRange(RECENT_WITHDRAWALS.preset, new Date()));
  const query = useGetTransactionsQuery({ ...range, type: 'WITHDRAWAL', pageNum: 1, pageSize: RECENT_WITHDRAWALS.count });
  const title = intl.formatMessage(
    { id: 'wallet.withdraw.recent' },
    { range: intl.formatMessage({ id: `ui.dateRange.${RECENT_WITHDRAWALS.preset}` }) },
  );
  const columns: RecordColumn<Transaction>[] = [
    { key: 'time', header: intl.formatMessage({ id: 'wallet.records.time' }), render: (row) => <DateTime value={row.createdAt} /> },
    { key: 'reference', header: intl.formatMessage({ id: 'wallet.records.reference' }), render: (row) => row.reference },
    { key: 'amount', header: intl.formatMessage({ id: 'wallet.amount' }), render: (row) => money(absMoney(row.amount)), align: 'end' },
    {
      key: 'status',
      header: intl.formatMessage({ id: 'wallet.records.status' }),
      // The record's PENDING covers a withdrawal paid out and waiting for the player's answer above: said as paid out,
      // not as pending beside the card that asks whether it arrived.
      render: (row) =>
        row.status === 'PENDING' && paidOut.includes(row.reference) ? (
          <Badge tone="success">{intl.formatMessage({ id: 'wallet.status.paidOut' })}</Badge>
        ) : (
          <StatusBadge status={row.status} />
        ),
    },
  ];
  return (
    <Card heading={title}>
      <QueryView
        query={query}
        isEmpty={(data) => data.content.length === 0}
        empty={<EmptyState title={<FormattedMessage id="wallet.withdraw.noRecent" />} />}
      >
        {(data) => <RecordTable caption={title} columns={columns} records={data.content} recordKey={(row) => row.transId} />}
      </QueryView>
    </Card>
  );
}

/** What the server recorded, said in the answered card's place; it takes the focus, which was on the card's button. */
function ReceiptAnswered({ answer }: { answer: Answered }) {
  return (
    <DoneLine focusKey={answer.orderId}>
      <FormattedMessage
        id={answer.received ? 'wallet.receipt.receivedDone' : 'wallet.receipt.notReceivedDone'}
        values={{ order: answer.orderId }}
      />
    </DoneLine>
  );
}

/** Withdrawals need a payment password: the page asks for one first. */
function SetPaymentPasswordCard({ onSaved }: { onSaved: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'wallet.withdraw.setPassword' });
  return (
    <Card heading={title}>
      <p>
        <FormattedMessage id="wallet.withdraw.setPasswordFirst" />
      </p>
      {/* The withdrawal form appears once the withdrawal info, which the save invalidates, is read again. */}
      <SetPaymentPassword label={title} onSaved={onSaved} />
    </Card>
  );
}

/** A heading the page focuses, not the player. */
const FocusedHeading = styled.span`
  ${takenFocus}
`;

/** The bank-account picker's name, to find it in the form (the Select takes no ref). */
const PICKER = 'bankAccountId';

function WithdrawForm({
  info,
  money,
  chosen,
  onChoose,
  focusHeading,
  added,
}: {
  info: WithdrawInfo;
  money: (amount: string) => string;
  /** The account the player picked, or the one they just added. */
  chosen: string;
  onChoose: (bankAccountId: string) => void;
  /** It has just replaced the set-password form (and its Save button, which had the focus). */
  focusHeading: boolean;
  /** The account just added, whose add form closed with the focus in it. */
  added: string | null;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLSpanElement>(null);
  const form = useRef<HTMLFormElement>(null);
  // From the top of the form, so the amount available and any turnover still required are read before the fields.
  useTakeFocus(heading, focusHeading);
  // Once the refetched list holds the new account, the picker showing it takes the focus.
  const landed = added !== null && info.bankAccounts.some((bank) => bank.bankAccountId === added);
  useEffect(() => {
    if (landed) (form.current?.elements.namedItem(PICKER) as HTMLSelectElement | null)?.focus();
  }, [landed, added]);
  const { hidden } = useBalance();
  const currency = useAmountCurrency();
  const { currencySymbol, decimals } = currency;
  // The first account until the player picks one (or adds one); also once the first is added while the form is open.
  const bankAccountId = info.bankAccounts.some((bank) => bank.bankAccountId === chosen)
    ? chosen
    : (info.bankAccounts[0]?.bankAccountId ?? '');
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [withdraw, state] = useWithdrawMutation();
  const [made, setMade] = useState<Withdrawal | null>(null);
  const action = useActionKey('withdraw', { bankAccountId, amount: sentAmount(amount) });
  const turnover = isPositive(info.turnoverRequired);
  const turnoverId = useId();
  const tooPrecise = currency.tooPrecise(amount);
  // What the main wallet holds is all that can be withdrawn: more is named at the field, as the transfers do, rather than
  // sent for the server to refuse as "quota not sufficient", whose catalogued way on (customer service) helps nobody.
  const held = heldLimit(amount, info.available, hidden, decimals, info.max);
  const outOfRange = tooPrecise || held.over || (amount !== '' && checkAmount(amount, info, decimals) !== null);
  const tried = useTriedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Busy (a withdrawal on its way, the currency still coming), or not allowed yet (turnover, said beside the button).
    if (state.isLoading || !currency.known || turnover) return;
    // The line saying the last withdrawal is pending goes at any new try: beside a refusal it read as this one's outcome.
    setMade(null);
    if (!bankAccountId || !amount || outOfRange || !paymentPassword) return tried.refuse(form.current);
    tried.done();
    const result = await withdraw({ bankAccountId, amount: toMoney(amount), paymentPassword, idempotencyKey: action.key() });
    action.settle(result.error);
    if (result.error) afterRefusal(result.error, form.current, () => setPaymentPassword(''));
    if (result.data) {
      setMade(result.data);
      setAmount('');
      setPaymentPassword('');
    }
  };

  return (
    <Card
      heading={
        <FocusedHeading ref={heading} tabIndex={-1}>
          <FormattedMessage id="wallet.withdraw.form" />
        </FocusedHeading>
      }
    >
      <p>
        {/* What the player can take out is their balance: hidden with it (spec §2). */}
        <FormattedMessage id="wallet.withdraw.available" values={{ amount: hidden ? HIDDEN_AMOUNT : money(info.available) }} />
      </p>
      {turnover && (
        <p id={turnoverId} role="note">
          <FormattedMessage id="wallet.withdraw.turnover" values={{ amount: money(info.turnoverRequired) }} />
        </p>
      )}
      <Form ref={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.withdraw.form' })}>
        <Select
          name={PICKER}
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
          error={tried.missing(!bankAccountId, 'wallet.withdraw.noBankAccount')}
          value={bankAccountId}
          onChange={(event) => onChoose(event.target.value)}
        />
        <AmountInput
          label={<FormattedMessage id="wallet.amount" />}
          value={amount}
          onChange={setAmount}
          currencySymbol={currencySymbol}
          decimals={currency.fieldDecimals(amount)}
          error={
            tooPrecise ? (
              <FormattedMessage id="amount.invalid" values={{ decimals }} />
            ) : (
              // "Enter an amount": the field may hold text that is no amount, which it hands over as none.
              (held.field.error ?? tried.missing(amount === '', 'amount.required'))
            )
          }
          min={info.min}
          max={held.field.max}
          hint={<FormattedMessage id="wallet.limits" values={{ min: money(info.min), max: money(info.max) }} />}
        />
        <PaymentPasswordField
          label={<FormattedMessage id="wallet.paymentPassword" />}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
          error={tried.missing(!paymentPassword)}
        />
        {/* Never disabled for what the fields lack: a submit says it at the fields. Turnover still required makes it
            unavailable, named by the note above; a withdrawal on its way or the currency still coming, busy. */}
        <Button
          type="submit"
          unavailable={turnover}
          aria-describedby={turnover ? turnoverId : undefined}
          busy={state.isLoading || !currency.known}
        >
          <FormattedMessage id="wallet.withdraw.submit" />
        </Button>
        <CurrencyPending known={currency.known} />
        <FailureMessage error={state.error} />
        {/* What was done is said where the player is: the focus moves from the button to the line. */}
        {made && (
          <DoneLine focusKey={made.orderId}>
            <FormattedMessage id="wallet.withdraw.pending" values={{ amount: money(made.amount), order: made.orderId }} />
          </DoneLine>
        )}
      </Form>
    </Card>
  );
}

function BankAccountForm({
  info,
  onAdded,
  takeFocus,
}: {
  info: WithdrawInfo;
  onAdded: (account: BankAccount) => void;
  takeFocus: boolean;
}) {
  const [open, setOpen] = useState(info.bankAccounts.length === 0);
  // Opened by its button, which goes: the focus moves on to the form's first field.
  const [openedHere, setOpenedHere] = useState(false);
  // Closed by its Cancel, which goes with it: the button back in its place has the focus.
  const [cancelled, setCancelled] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useTakeFocus(button, (takeFocus || cancelled) && !open);
  if (!open) {
    return (
      <Button
        ref={button}
        variant="secondary"
        onClick={() => {
          setOpen(true);
          setOpenedHere(true);
          setCancelled(false);
        }}
      >
        <FormattedMessage id="wallet.bank.add" />
      </Button>
    );
  }
  return (
    <AddBankAccount
      info={info}
      takeFocus={openedHere}
      onAdded={(account) => {
        setOpen(false);
        onAdded(account);
      }}
      // Unmounted, the form drops what was typed: opened again, it starts empty.
      onCancel={() => {
        setOpen(false);
        setCancelled(true);
      }}
    />
  );
}

/**
 * Checked before it is sent (spec §5): a bank, an account number the call accepts, and a typed payee
 * name by the server's `payeeName` rule; a refused field keeps what was typed and says why beside it.
 */
function AddBankAccount({
  info,
  onAdded,
  onCancel,
  takeFocus,
}: {
  info: WithdrawInfo;
  onAdded: (account: BankAccount) => void;
  onCancel: () => void;
  takeFocus: boolean;
}) {
  const intl = useIntl();
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (takeFocus) formElement.current?.querySelector<HTMLElement>('select, input')?.focus();
  }, [takeFocus]);
  const payeeFixed = info.payeeName !== null;
  const { data: settings, isError: noSettings } = useGetRegisterSettingsQuery(undefined, { skip: payeeFixed });
  // One object per answer, so the rule compiles once.
  const rules = useFieldRules(useMemo(() => settings && { payeeName: withinPayeeNameLimits(settings.payeeName) }, [settings]));
  const [add, state] = useAddBankAccountMutation();
  const form = useForm({
    initialValues: { bankCode: '', accountNumber: '', payeeName: '' },
    validate: ({ bankCode, accountNumber, payeeName }) => ({
      bankCode: bankCode ? null : BANK_REQUIRED_MESSAGE,
      accountNumber: accountNumberMessage(accountNumber),
      payeeName: payeeFixed ? null : payeeNameMessage(payeeName, rules),
    }),
  });
  const account = { ...form.values, payeeName: info.payeeName ?? form.values.payeeName.trim() };
  const action = useActionKey('addBankAccount', account);
  const submit = form.handleSubmit(async () => {
    const result = await add({ ...account, idempotencyKey: action.key() });
    action.settle(result.error);
    if (result.data) onAdded(result.data);
  });
  const message = (field: 'bankCode' | 'accountNumber' | 'payeeName') => {
    const error = form.errorOf(field);
    return error ? <FormattedMessage id={error.key} values={error.values} /> : undefined;
  };
  // Saving waits for the payee rule; without the settings call, the call's own bounds are all we can hold it to.
  const ruleComing = !payeeFixed && !rules && !noSettings;
  const busy = form.submitting || state.isLoading;
  return (
    <Card heading={intl.formatMessage({ id: 'wallet.bank.add' })}>
      <Form ref={formElement} onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'wallet.bank.add' })}>
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
          // Digits as typed on any keyboard (Arabic-Indic, Persian, Thai…), kept as 0-9: the rest is dropped.
          onChange={(event) => form.setValue('accountNumber', latinDigits(event.target.value, intl.locale).replace(/\D/g, ''))}
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
        <Row>
          <Button type="submit" disabled={ruleComing} busy={busy}>
            <FormattedMessage id="wallet.save" />
          </Button>
          {/* Pressed, it takes no focus: the field left would say its message first, and Cancel moved from under the
              pointer before the click. */}
          <Button variant="ghost" onMouseDown={(event) => event.preventDefault()} onClick={onCancel}>
            <FormattedMessage id="ui.cancel" />
          </Button>
        </Row>
        <FailureMessage error={state.error} />
      </Form>
    </Card>
  );
}
