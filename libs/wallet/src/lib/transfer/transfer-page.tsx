import { useMemo, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  useGetMerchantWalletQuery,
  useGetVendorLanesQuery,
  useTransferAllToMainMutation,
  useTransferFundsMutation,
  type Balance,
  useActionKey,
  MAIN_WALLET,
  absentBalanceMessage,
} from '@wl/api-client';
import {
  AmountInput,
  Button,
  Card,
  EmptyState,
  RecordTable,
  Select,
  type RecordColumn,
  QueryView,
  FailureMessage,
  DoneLine,
  useTriedSubmit,
} from '@wl/ui-kit';
import { decimalsOf, useLanguage } from '@wl/i18n';
import { StaleNote } from '../balance/balance-words';
import { useBalance } from '../balance/use-balance';
import { isPositive, sentAmount, smallestAmount, toMoney } from '../money/money';
import { heldLimit } from '../common/held-limit';
import { Form, Heading, Page, Row } from '../common/page-parts';

type WalletRow = Balance['balance'][number];

/**
 * transferFund (spec §2 "my wallet"): every wallet with its balance, a transfer between the main
 * wallet and a vendor's, and "all back to main". A single-wallet merchant (`GCS_merchantWallet`
 * isSingle) has nothing to transfer and shows the balance only.
 */
export default function TransferPage() {
  const intl = useIntl();
  const wallet = useBalance();
  const merchant = useGetMerchantWalletQuery();
  const balanceQuery = {
    data: wallet.balance,
    error: wallet.error,
    isLoading: !wallet.balance && !wallet.failed,
    isFetching: wallet.refreshing,
    refetch: wallet.refresh,
  };
  // A merchant's balance names no wallet (its rows are `{ accountTypeId, availBalance }`; `name` is the sandbox's): the
  // vendor lanes, in the player's language, name each vendor's. A wallet of no vendor listed there keeps any name it came
  // with, else is called a game wallet by its number.
  const lanes = useGetVendorLanesQuery({ language: useLanguage().language }).data?.data.lanes;
  const vendorNames = useMemo(
    () => new Map(lanes?.flatMap((lane) => lane.cards.map((card) => [card.accountTypeId, card.displayName] as const))),
    [lanes],
  );
  const nameOf = (row: WalletRow) =>
    row.accountTypeId === MAIN_WALLET
      ? intl.formatMessage({ id: 'wallet.mainWallet' })
      : (vendorNames.get(row.accountTypeId) ??
        row.name ??
        intl.formatMessage({ id: 'wallet.transfer.gameWallet' }, { id: String(row.accountTypeId) }));
  const columns: RecordColumn<WalletRow>[] = [
    { key: 'wallet', header: intl.formatMessage({ id: 'wallet.wallet' }), render: nameOf },
    {
      key: 'balance',
      header: intl.formatMessage({ id: 'wallet.balance' }),
      render: (row) => wallet.format(row.availBalance),
      align: 'end',
    },
  ];

  return (
    <Page aria-labelledby="wallet-transfer-heading">
      <Heading id="wallet-transfer-heading">
        <FormattedMessage id="wallet.transfer.title" />
      </Heading>
      <Card heading={intl.formatMessage({ id: 'wallet.total' })}>
        <strong>{wallet.shown ?? <FormattedMessage id={absentBalanceMessage(wallet.failed)} />}</strong>
        <StaleNote stale={wallet.stale} />
      </Card>
      <QueryView query={balanceQuery}>
        {(balance) => (
          <>
            <RecordTable
              caption={intl.formatMessage({ id: 'wallet.wallets' })}
              columns={columns}
              records={balance.balance}
              recordKey={(row) => row.accountTypeId}
            />
            {/* No transfer form flashes before a single-wallet merchant is known; a failed check leaves transfers on. */}
            {merchant.isLoading ? null : merchant.data?.isSingle ? (
              <EmptyState title={<FormattedMessage id="wallet.transfer.single" />} />
            ) : balance.balance.every((row) => row.accountTypeId === MAIN_WALLET) ? (
              // Money moves between the main wallet and a game's: with no game wallet, a form could only send nothing.
              <EmptyState title={<FormattedMessage id="wallet.transfer.noGameWallet" />} />
            ) : (
              <Transfers balance={balance} nameOf={nameOf} format={wallet.format} hidden={wallet.hidden} />
            )}
          </>
        )}
      </QueryView>
    </Page>
  );
}

function Transfers({
  balance,
  nameOf,
  format,
  hidden,
}: {
  balance: Balance;
  nameOf: (row: WalletRow) => string;
  format: (amount: string) => string;
  /** The player hides the balance: no figure of it shows, the amount field's message included. */
  hidden: boolean;
}) {
  const intl = useIntl();
  const vendors = balance.balance.filter((row) => row.accountTypeId !== MAIN_WALLET);
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState(vendors[0]?.accountTypeId ?? MAIN_WALLET);
  const [amount, setAmount] = useState('');
  const [transfer, transferState] = useTransferFundsMutation();
  const [allBack, allBackState] = useTransferAllToMainMutation();
  const action = useActionKey('transfer', { from, to, amount: sentAmount(amount) });
  // "All back" takes no input from the player: what it moves is the vendors' balances, so other balances make another action.
  const allBackAction = useActionKey(
    'allBack',
    vendors.map((row) => [row.accountTypeId, row.availBalance]),
  );
  // An answer to either ends both: the money has moved on since, and a kept key would replay an outcome from before.
  const settle = (error: unknown) => {
    action.settle(error);
    allBackAction.settle(error);
  };
  const [done, setDone] = useState<'transfer' | 'allBack' | null>(null);
  const source = balance.balance.find((row) => row.accountTypeId === from);
  const available = toMoney(source?.availBalance ?? 0);
  const decimals = decimalsOf(balance.currencySymbol);
  const limit = heldLimit(amount, available, hidden, decimals);
  const inFlight = transferState.isLoading || allBackState.isLoading;
  const form = useRef<HTMLFormElement>(null);
  const tried = useTriedSubmit();
  const options = balance.balance.map((row) => ({ value: String(row.accountTypeId), label: nameOf(row) }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight || from === to) return;
    // Never disabled for what the amount lacks: a submit says it at the field (docs/decisions.md, money forms).
    // The line saying the last transfer went through goes at any new try: beside a refusal it read as this one's outcome.
    setDone(null);
    if (amount === '' || !isPositive(amount) || limit.over) return tried.refuse(form.current);
    tried.done();
    // The message below says how the last action went: an earlier one's refusal is no longer so.
    allBackState.reset();
    const result = await transfer({ fromAccountTypeId: from, toAccountTypeId: to, amount: toMoney(amount), idempotencyKey: action.key() });
    settle(result.error);
    if (!result.error) {
      setAmount('');
      setDone('transfer');
    }
  };
  const bringAllBack = async () => {
    if (inFlight) return;
    setDone(null);
    transferState.reset();
    const result = await allBack({ idempotencyKey: allBackAction.key() });
    settle(result.error);
    if (!result.error) setDone('allBack');
  };
  // Money moves between the main wallet and a vendor's: To offers only what From can send to, so choosing To changes
  // nothing else. A From that leaves To without a counterpart takes one: the vendor just left, or the first.
  const pickFrom = (value: number) => {
    setFrom(value);
    if (value !== MAIN_WALLET) setTo(MAIN_WALLET);
    else if (to === MAIN_WALLET) setTo(from !== MAIN_WALLET ? from : (vendors[0]?.accountTypeId ?? MAIN_WALLET));
  };
  const toOptions = options.filter(({ value }) => (from === MAIN_WALLET ? value !== String(MAIN_WALLET) : value === String(MAIN_WALLET)));

  return (
    <Card heading={intl.formatMessage({ id: 'wallet.transfer.between' })}>
      <Form ref={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.transfer.between' })}>
        <Row>
          <Select
            label={<FormattedMessage id="wallet.transfer.from" />}
            options={options}
            value={String(from)}
            onChange={(event) => pickFrom(Number(event.target.value))}
          />
          <Select
            label={<FormattedMessage id="wallet.transfer.to" />}
            options={toOptions}
            value={String(to)}
            onChange={(event) => setTo(Number(event.target.value))}
          />
        </Row>
        <AmountInput
          label={<FormattedMessage id="wallet.amount" />}
          value={amount}
          onChange={setAmount}
          currencySymbol={balance.currencySymbol}
          decimals={decimals}
          // Nothing of nothing is sent: 0 is below the smallest amount the currency has, which the field names.
          min={smallestAmount(decimals)}
          max={limit.field.max}
          // "Enter an amount": the field may hold text that is no amount, which it hands over as none.
          error={limit.field.error ?? tried.missing(amount === '', 'amount.required')}
          hint={
            <FormattedMessage
              id="wallet.transfer.available"
              values={{ wallet: nameOf(source ?? { accountTypeId: from, availBalance: 0 }), amount: format(available) }}
            />
          }
        />
        <Row>
          <Button type="submit" disabled={allBackState.isLoading} busy={transferState.isLoading}>
            <FormattedMessage id="wallet.transfer.submit" />
          </Button>
          <Button
            variant="secondary"
            onClick={bringAllBack}
            disabled={transferState.isLoading || vendors.every((row) => !isPositive(row.availBalance))}
            busy={allBackState.isLoading}
          >
            <FormattedMessage id="wallet.transfer.allBack" />
          </Button>
        </Row>
        <FailureMessage error={transferState.error ?? allBackState.error} />
        {/* What was done is said where the player is: the line takes the focus (All back's button is disabled once nothing is left). */}
        {done && (
          <DoneLine focusKey={done}>
            <FormattedMessage id={done === 'transfer' ? 'wallet.transfer.done' : 'wallet.transfer.allBackDone'} />
          </DoneLine>
        )}
      </Form>
    </Card>
  );
}
