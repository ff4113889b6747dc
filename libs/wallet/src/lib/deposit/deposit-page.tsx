import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useDispatch } from 'react-redux';
import styled, { useTheme } from 'styled-components';
import {
  baseApi,
  playerRecords,
  useActionKey,
  useDepositMutation,
  useGetDepositChannelsQuery,
  type DepositChannel,
  type DepositOrder,
  type Transaction,
} from '@wl/api-client';
import {
  AmountInput,
  Button,
  Card,
  checkAmount,
  Chips,
  chosenLook,
  EmptyState,
  FailureMessage,
  lazyRetrying,
  qrCodeColors,
  QueryView,
  Skeleton,
  useTakeFocus,
  useCopyOutcome,
  CopyButton,
  CopyOutcomeNote,
  DoneLine,
  takenFocus,
  QR_CODE,
  QrFrame,
  useTriedSubmit,
} from '@wl/ui-kit';
import { CurrencyPending, useAmountCurrency } from '../common/amount-currency';
import { compareMoney, sentAmount, toMoney } from '../money/money';
import { useWalletMoney } from '../money/use-wallet-money';
import { Form, Heading, Page, Row } from '../common/page-parts';
import { StatusBadge } from '../records/status';
import { useDepositStatus } from './deposit-status';
import { useDepositAllowance } from './deposit-allowance';

/** A chunk that failed is fetched again by the page's retry. */
const QRCode = lazyRetrying(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

const CHANNEL_KEYS: Record<DepositChannel['type'], string> = {
  BANK: 'wallet.deposit.channel.bank',
  EWALLET: 'wallet.deposit.channel.ewallet',
  QR: 'wallet.deposit.channel.qr',
};

/**
 * A channel's chip: its name and its kind ("GCash · e-wallet"), or its name alone when the name already says the kind
 * in the reader's language ("Bank transfer", not "Bank transfer · bank transfer"). Compared in the language's own case.
 */
function channelLabel(intl: IntlShape, channel: DepositChannel): string {
  const type = intl.formatMessage({ id: CHANNEL_KEYS[channel.type] });
  const said = (text: string) => text.toLocaleLowerCase(intl.locale).normalize('NFC');
  if (said(channel.name).includes(said(type))) return channel.name;
  return intl.formatMessage({ id: 'wallet.deposit.channelOption' }, { name: channel.name, type });
}

/** The pay-in details' room: how wide it is decides whether labels sit beside their values or above them. */
const DetailsRoom = styled.div`
  container-type: inline-size;
`;

const Details = styled.dl`
  display: grid;
  /* Labels at most about half the width, wrapping beyond it: a long one ("Reference (write it in the payment note)")
     took the whole card on a phone and squeezed the account number to a letter a line. */
  grid-template-columns: fit-content(45%) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    overflow-wrap: anywhere;
  }

  /* Too narrow for both columns (a phone): each label above its value, so an account number keeps its line
     ("0012 3456 / 7890" in a half-width column was one misreading away from a wrong transfer). */
  @container (max-width: ${({ theme }) => theme.layout.pairedColumns}) {
    grid-template-columns: minmax(0, 1fr);
    row-gap: 0;

    dd + dt {
      margin-block-start: ${({ theme }) => theme.space.sm};
    }
  }
`;

/** A value to type into the bank's app, its copy button at the row's end: the buttons stand in one column. */
const CopyableValue = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
`;

/** The pay-in values a player copies into the bank's or wallet's app, with what their buttons and outcome say. */
const COPYABLE = {
  accountNumber: { copy: 'wallet.deposit.copyAccountNumber', copied: 'wallet.deposit.accountNumberCopied' },
  reference: { copy: 'wallet.deposit.copyReference', copied: 'wallet.deposit.referenceCopied' },
} as const;
type Copyable = keyof typeof COPYABLE;

/** The preset the amount holds looks chosen, as a chosen chip does: pressed, it looked like the others. */
const Preset = styled(Button)`
  &[aria-pressed='true'] {
    ${chosenLook}
  }
`;

const DepositFormBox = styled(Form)`
  ${takenFocus}
`;

const QrBox = styled(QrFrame)`
  justify-self: start;
`;

/**
 * The deposit placed last, kept in the store: its pay-in details outlive the page (another member-center entry, and
 * back) until "Make another deposit" or the session's end (which clears the API's cache). A new order to find them
 * again would count against the deposit limit. A copy is kept with the player's records for a reload.
 */
const PLACED_DEPOSIT = 'placedDeposit';

/** What each kind of pay-in shows (the contract's `PayIn`), all text. */
const PAY_IN_FIELDS: Record<string, readonly string[]> = {
  BANK: ['bankName', 'accountName', 'accountNumber', 'reference'],
  EWALLET: ['walletName', 'account', 'reference'],
  QR: ['qrContent', 'reference'],
};

/** The kept copy, if it is a whole order: storage is the player's to edit, and a broken copy must not break the page. */
function keptDeposit(value: unknown): DepositOrder | undefined {
  const order = value as Partial<Record<keyof DepositOrder, unknown>> | null | undefined;
  const payIn = order?.payIn as Record<string, unknown> | null | undefined;
  const fields = typeof payIn?.['type'] === 'string' ? PAY_IN_FIELDS[payIn['type']] : undefined;
  const whole =
    typeof order?.orderId === 'string' &&
    typeof order.amount === 'string' &&
    /^\d+(\.\d+)?$/.test(order.amount) &&
    // Its status is looked up by the day it was placed (`useDepositStatus`).
    Number.isSafeInteger(order.createdAt) &&
    fields !== undefined &&
    fields.every((field) => typeof payIn?.[field] === 'string');
  return whole ? (order as DepositOrder) : undefined;
}

/**
 * depositv2 (spec §2, §4): a channel (bank transfer, e-wallet, QR) with its own minimum, maximum
 * and amount presets; a submitted deposit shows what to pay in and stays pending until the
 * merchant confirms the money.
 */
export default function DepositPage() {
  const channels = useGetDepositChannelsQuery();
  const [, placed] = useDepositMutation({ fixedCacheKey: PLACED_DEPOSIT });
  const [kept, setKept] = useState(() => keptDeposit(playerRecords.read(PLACED_DEPOSIT)));
  const order = placed.data ?? kept;
  // The order the page opened on (another entry of the center, and back; a reload) is shown again, not just placed:
  // its line leaves the focus where the player has it, on the center's tabs say.
  const [orderAtOpen] = useState(order);
  const status = useDepositStatus(order);
  const settled = status !== undefined && status !== 'PENDING';
  // Kept for a reload while it waits for the money. Credited or closed, nothing is left to pay: the kept copy goes (a
  // reload would say "pay in" again), and only the page open still says how the deposit ended.
  // Credited, the money is in the main wallet: the header's balance is asked again rather than left at the old sum.
  const dispatch = useDispatch();
  const credited = status === 'SUCCESS';
  useEffect(() => {
    if (settled) playerRecords.remove(PLACED_DEPOSIT);
    else if (placed.data) playerRecords.write(PLACED_DEPOSIT, placed.data);
  }, [placed.data, settled]);
  useEffect(() => {
    if (credited) dispatch(baseApi.util.invalidateTags(['Balance']));
  }, [credited, dispatch]);
  // Set once the player asks for another deposit, so the form that comes back takes the focus.
  const [again, setAgain] = useState(false);
  return (
    <Page aria-labelledby="wallet-deposit-heading">
      <Heading id="wallet-deposit-heading">
        <FormattedMessage id="wallet.deposit.title" />
      </Heading>
      {order ? (
        <PayInDetails
          order={order}
          justPlaced={order !== orderAtOpen}
          status={status}
          onAnother={() => {
            placed.reset();
            playerRecords.remove(PLACED_DEPOSIT);
            setKept(undefined);
            setAgain(true);
          }}
        />
      ) : (
        <QueryView
          query={channels}
          isEmpty={(list) => list.length === 0}
          // Nothing to deposit with: said as such, not as the kit's general "nothing here yet".
          empty={<EmptyState title={<FormattedMessage id="wallet.deposit.noChannels" />} />}
        >
          {(list) => <DepositForm channels={list} takeFocus={again} />}
        </QueryView>
      )}
    </Page>
  );
}

function DepositForm({ channels, takeFocus }: { channels: DepositChannel[]; takeFocus: boolean }) {
  const intl = useIntl();
  const form = useRef<HTMLFormElement>(null);
  // The button that brought the form back has gone with the pay-in details: the form's start is where a keyboard goes on.
  useTakeFocus(form, takeFocus);
  const currency = useAmountCurrency();
  const { currencySymbol, decimals } = currency;
  const [channelId, setChannelId] = useState(channels[0]?.channelId ?? '');
  const [amount, setAmount] = useState('');
  // Another channel keeps the amount; its limits may not take it. The field says so only once the player has left it,
  // and a preset's amount was never in it: a kept amount's problem is said here, at once, until the amount changes.
  const [kept, setKept] = useState(false);
  const choose = (next: string) => {
    setAmount(next);
    setKept(false);
  };
  const [deposit, state] = useDepositMutation({ fixedCacheKey: PLACED_DEPOSIT });
  const action = useActionKey('deposit', { channelId, amount: sentAmount(amount) });
  const channel = channels.find((candidate) => candidate.channelId === channelId) ?? channels[0];
  const tooPrecise = currency.tooPrecise(amount);
  const limit = amount !== '' && channel !== undefined ? checkAmount(amount, channel, decimals) : null;
  // Past the player's own deposit limit: said at once, with what it leaves, not refused by the server as a "quota".
  const allowance = useDepositAllowance();
  const overAllowance = allowance !== null && amount !== '' && !tooPrecise && compareMoney(amount, allowance.left) > 0;
  const outOfRange = tooPrecise || limit !== null || overAllowance;
  const money = useWalletMoney();

  const tried = useTriedSubmit();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.isLoading || !currency.known) return;
    if (!channel || !amount || outOfRange) return tried.refuse(form.current);
    const result = await deposit({ channelId: channel.channelId, amount: toMoney(amount), idempotencyKey: action.key() });
    action.settle(result.error);
  };

  return (
    <DepositFormBox ref={form} tabIndex={-1} onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.deposit.title' })}>
      <Chips
        label={<FormattedMessage id="wallet.deposit.channel" />}
        options={channels.map((option) => ({
          value: option.channelId,
          label: channelLabel(intl, option),
        }))}
        value={channel?.channelId ?? ''}
        onChange={(value) => {
          setChannelId(value);
          setKept(true);
          // Another method is another deposit: the last one's refusal no longer holds for it (one on its way stays busy).
          if (!state.isLoading) state.reset();
        }}
      />
      {channel && (
        <>
          <AmountInput
            label={<FormattedMessage id="wallet.amount" />}
            value={amount}
            onChange={choose}
            currencySymbol={currencySymbol}
            decimals={currency.fieldDecimals(amount)}
            error={
              tooPrecise ? (
                <FormattedMessage id="amount.invalid" values={{ decimals }} />
              ) : overAllowance ? (
                <FormattedMessage id="wallet.deposit.overLimit" values={{ period: allowance.period, amount: money(allowance.left) }} />
              ) : kept && limit?.kind === 'min' ? (
                <FormattedMessage id="amount.min" values={{ min: money(limit.limit) }} />
              ) : kept && limit?.kind === 'max' ? (
                <FormattedMessage id="amount.max" values={{ max: money(limit.limit) }} />
              ) : (
                // "Enter an amount": the field may hold text that is no amount, which it hands over as none.
                tried.missing(amount === '', 'amount.required')
              )
            }
            min={channel.min}
            max={channel.max}
            hint={<FormattedMessage id="wallet.limits" values={{ min: money(channel.min), max: money(channel.max) }} />}
          />
          {/* Under the amount they fill: above it, beside the payment methods' chips, they read as more methods. */}
          <Row role="group" aria-label={intl.formatMessage({ id: 'wallet.deposit.presets' })}>
            {channel.presets.map((preset) => (
              <Preset
                key={preset}
                variant="secondary"
                aria-pressed={amount !== '' && toMoney(amount) === toMoney(preset)}
                onClick={() => choose(toMoney(preset))}
              >
                {money(preset)}
              </Preset>
            ))}
          </Row>
        </>
      )}
      {/* Busy, not disabled, while the currency is coming: it keeps the focus, and the line below says why. Never
          disabled for what the fields lack: a submit says it at the fields. */}
      <Button type="submit" busy={state.isLoading || !currency.known}>
        <FormattedMessage id="wallet.deposit.submit" />
      </Button>
      <CurrencyPending known={currency.known} />
      <FailureMessage error={state.error} />
    </DepositFormBox>
  );
}

/** What the pay-in line says once the deposit's record is no longer pending. */
const SETTLED_KEYS: Record<Exclude<Transaction['status'], 'PENDING'>, string> = {
  SUCCESS: 'wallet.deposit.credited',
  FAILED: 'wallet.deposit.closed',
};

/** The line's colour follows its badge: only a credited deposit reads as done; a pending one is plain instructions. */
const LINE_TONES = { PENDING: 'text', SUCCESS: 'success', FAILED: 'danger' } as const;
const PayInLine = styled(DoneLine)<{ $tone: (typeof LINE_TONES)[Transaction['status']] }>`
  color: ${({ $tone, theme }) => theme.colors[$tone]};
`;

export function PayInDetails({
  order,
  status = 'PENDING',
  justPlaced = false,
  onAnother,
}: {
  order: DepositOrder;
  /** Placed now, from the form: its line takes the focus the form's button went with. */
  justPlaced?: boolean;
  /** The deposit's record, read again: pending until it is known otherwise. */
  status?: Transaction['status'];
  onAnother: () => void;
}) {
  const intl = useIntl();
  const theme = useTheme();
  const money = useWalletMoney();
  const { payIn } = order;
  const values = { amount: money(order.amount), order: order.orderId };
  const [copied, copy] = useCopyOutcome();
  const [copiedValue, setCopiedValue] = useState<Copyable>('reference');
  // The payee's words are isolated from the page's direction.
  const row = (labelKey: string, value: string, isolate?: 'words') => (
    <>
      <dt>
        <FormattedMessage id={labelKey} />
      </dt>
      <dd>{isolate ? <bdi>{value}</bdi> : value}</dd>
    </>
  );
  // An account number and a reference are typed into another app, where one wrong digit sends the money astray. They
  // read left to right in every language (a right-to-left page would otherwise draw `0012 3456 7890` as `7890 3456 0012`).
  const copyableRow = (labelKey: string, value: string, copyable: Copyable) => (
    <>
      <dt>
        <FormattedMessage id={labelKey} />
      </dt>
      <dd>
        <CopyableValue>
          <bdi dir="ltr">{value}</bdi>
          <CopyButton
            compact
            variant="secondary"
            aria-label={intl.formatMessage({ id: COPYABLE[copyable].copy })}
            onClick={() => {
              setCopiedValue(copyable);
              // Digits alone: the spaces that make an account number readable are refused by some banks' fields.
              copy(copyable === 'accountNumber' ? value.replace(/\s+/g, '') : value);
            }}
          >
            <FormattedMessage id="wallet.deposit.copy" />
          </CopyButton>
        </CopyableValue>
      </dd>
    </>
  );
  // Credited or closed, the details to pay in go: a player must not pay for it (again). The line changes in place, a
  // live status read out as it does, and the focus on it or on the button below stays.
  const pending = status === 'PENDING';
  return (
    <Card
      heading={intl.formatMessage({ id: pending ? 'wallet.deposit.payIn' : 'wallet.deposit.placed' })}
      actions={<StatusBadge status={status} />}
    >
      {/* Placed just now, the submit button went with the form: the focus moves to what happened, and a keyboard goes on
          from here. */}
      <PayInLine $tone={LINE_TONES[status]} takeFocus={justPlaced}>
        <FormattedMessage id={pending ? 'wallet.deposit.pending' : SETTLED_KEYS[status]} values={values} />
      </PayInLine>
      {pending && (
        <DetailsRoom>
          <Details>
            {row('wallet.amount', money(order.amount))}
            {payIn.type === 'BANK' && (
              <>
                {row('wallet.deposit.bankName', payIn.bankName, 'words')}
                {row('wallet.deposit.accountName', payIn.accountName, 'words')}
                {copyableRow('wallet.deposit.accountNumber', payIn.accountNumber, 'accountNumber')}
              </>
            )}
            {payIn.type === 'EWALLET' && (
              <>
                {row('wallet.deposit.walletName', payIn.walletName, 'words')}
                {copyableRow('wallet.deposit.accountNumber', payIn.account, 'accountNumber')}
              </>
            )}
            {copyableRow('wallet.deposit.reference', payIn.reference, 'reference')}
          </Details>
        </DetailsRoom>
      )}
      {pending && (
        <CopyOutcomeNote
          copied={copied}
          copiedText={<FormattedMessage id={COPYABLE[copiedValue].copied} />}
          failedText={<FormattedMessage id="wallet.deposit.copyFailed" />}
        />
      )}
      {pending && payIn.type === 'QR' && (
        <QrBox>
          <Suspense fallback={<Skeleton inlineSize={`${QR_CODE.size}px`} blockSize={`${QR_CODE.size}px`} />}>
            <QRCode
              value={payIn.qrContent}
              size={QR_CODE.size}
              {...qrCodeColors(theme)}
              role="img"
              aria-label={intl.formatMessage({ id: 'wallet.deposit.qr' })}
            />
          </Suspense>
        </QrBox>
      )}
      <Button variant="secondary" onClick={onAnother}>
        <FormattedMessage id="wallet.deposit.another" />
      </Button>
    </Card>
  );
}
