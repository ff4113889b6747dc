import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  LARGEST_PAGE_SIZE,
  isAgentType,
  useChangeDailySalaryContractMutation,
  useChangeDividendContractMutation,
  useChangeHourlySalaryContractMutation,
  useChangeRealTimeSalaryContractMutation,
  useGetDailySalaryContractQuery,
  useGetDividendContractQuery,
  useGetDownlinesQuery,
  useGetHourlySalaryContractQuery,
  useGetRealTimeSalaryContractQuery,
  type Contract,
  type ContractChange,
  type ContractKind,
  type ContractView,
  type Period,
} from '@wl/api-client';
import { REQUIRED_MESSAGE, type FieldMessage } from '@wl/forms';
import { DateTime } from '@wl/i18n';
import {
  AmountInput,
  Button,
  Card,
  RecordTable,
  Select,
  TextField,
  parseAmount,
  type CallShown,
  type RecordColumn,
  useDebounced,
  useFocusAfterRetry,
  useTriedSubmit,
} from '@wl/ui-kit';
import { PERIODS } from '../reports/date-range';
import { Money, useAgentCurrency } from '../ui/money';
import { ConfirmDialog, FieldRow, Figure, Figures, InlineFailure, Page, PageTitle, QueryState, SendLine, Toolbar } from '../ui/parts';
import { RATE_DECIMALS, useRate, withinRateDecimals } from '../ui/rate';
import { PaidRecords } from './paid-records';

/** Spec §9: real-time salary is settled every 5 minutes. */
export const REAL_TIME_SETTLEMENT_MINUTES = 5;

const HOOKS = {
  DIVIDEND: { useView: useGetDividendContractQuery, useChange: useChangeDividendContractMutation },
  DAILY: { useView: useGetDailySalaryContractQuery, useChange: useChangeDailySalaryContractMutation },
  HOURLY: { useView: useGetHourlySalaryContractQuery, useChange: useChangeHourlySalaryContractMutation },
  REALTIME: { useView: useGetRealTimeSalaryContractQuery, useChange: useChangeRealTimeSalaryContractMutation },
} as const;

const EMPTY_OFFER = { downlineName: '', rate: '', activeMembers: '', betAmount: '', profitRate: '', lossRate: '', singleBetAmount: '' };
type OfferValues = typeof EMPTY_OFFER;
const DEFAULT_PERIODS: { validBetPeriod: Period; profitLossPeriod: Period } = { validBetPeriod: 'DAILY', profitLossPeriod: 'DAILY' };
/** Offer fields the contract takes as whole numbers. */
const INTEGER_FIELDS: ReadonlySet<keyof OfferValues> = new Set(['activeMembers']);
/** Offer fields that are amounts: typed in the wallet's currency and decimals (docs/decisions.md, agent amounts). */
type AmountField = Extract<keyof OfferValues, 'betAmount' | 'singleBetAmount'>;
const isAmount = (name: keyof OfferValues): name is AmountField => name === 'betAmount' || name === 'singleBetAmount';
/** The rates a contract carries (real-time salary's profit and loss rates too): percentages, each capped by the agent's own. */
const CONTRACT_RATES = ['rate', 'profitRate', 'lossRate'] as const satisfies ReadonlyArray<keyof Contract & keyof OfferValues>;
type RateField = (typeof CONTRACT_RATES)[number];
const isRate = (name: keyof OfferValues): name is RateField => (CONTRACT_RATES as readonly string[]).includes(name);
/** Each rate's own label, as the contract's terms and the offer form name it. */
const RATE_LABELS: Record<RateField, string> = {
  rate: 'agent.contract.rate',
  profitRate: 'agent.contract.profitRate',
  lossRate: 'agent.contract.lossRate',
};

const TITLE_KEYS: Record<ContractKind, string> = {
  DIVIDEND: 'agent.entry.dividendRecord',
  DAILY: 'agent.entry.dailyWages',
  HOURLY: 'agent.entry.hourlySalary',
  REALTIME: 'agent.entry.realTimeSalary',
};

type Action = 'ACCEPT' | 'REJECT' | 'TERMINATE';
/**
 * The card a change was asked from, where its refusal shows: the focus goes back to the button that
 * asked, and in the scrolling centre a message elsewhere on the page would be out of sight.
 */
type ActedIn = { card: 'mine'; contractId: number } | { card: 'downlines' } | { card: 'offer' };

/**
 * Where a refused change is said: in the card acted in while the refetch still shows it (in the contract itself, for
 * one of the agent's own), else on the page.
 */
function failurePlace(
  actedIn: ActedIn,
  shown: { own: readonly Contract[]; downlines: readonly Contract[]; isEmpty: boolean },
): 'contract' | 'mine' | 'downlines' | 'offer' | 'page' {
  if (actedIn.card === 'offer') return 'offer';
  if (actedIn.card === 'downlines') return shown.downlines.length > 0 ? 'downlines' : 'page';
  if (shown.own.some((entry) => entry.contractId === actedIn.contractId)) return 'contract';
  return shown.isEmpty ? 'page' : 'mine';
}
/** The form always sends both periods, so the confirmation can show them among the terms. */
type Offer = ContractChange & { action: 'REQUEST' } & typeof DEFAULT_PERIODS;
/** What waits for the agent's confirmation: a change of one contract, or a new offer. */
type Pending =
  | { action: Action; contract: Contract; undercut: Contract[]; withDownline: boolean }
  | { action: 'REQUEST'; change: Offer; onSent: () => void };

/** The rates of `entry` above those of `offer`, each with both values: a rate one of them lacks caps nothing. */
function ratesAbove(entry: Contract, offer: Contract): Array<{ field: RateField; value: number; cap: number }> {
  return CONTRACT_RATES.flatMap((field) => {
    const [value, cap] = [entry[field], offer[field]];
    return value !== undefined && cap !== undefined && value > cap ? [{ field, value, cap }] : [];
  });
}

/**
 * The downline contracts that accepting `offer` would end (spec §4): active ones of the same kind
 * above the offer in any of its rates, and the agent's own offers still waiting above it, which are
 * withdrawn (accepted later, they would pass the new rate).
 */
export function undercutBy(offer: Contract, downlines: readonly Contract[]): Contract[] {
  return downlines.filter(
    (entry) =>
      entry.kind === offer.kind && (entry.status === 'ACTIVE' || entry.status === 'PENDING') && ratesAbove(entry, offer).length > 0,
  );
}

/** What a contract binds its downline to (spec §3): shown for one in force and for an offer about to be sent. */
type ContractTerms = Pick<
  Contract,
  'kind' | 'rate' | 'activeMembers' | 'validBetPeriod' | 'profitLossPeriod' | 'betAmount' | 'profitRate' | 'lossRate' | 'singleBetAmount'
>;

function Terms({ contract }: { contract: ContractTerms }) {
  const intl = useIntl();
  const rate = useRate();
  const items: Array<[string, ReactNode]> = [
    ['agent.contract.rate', rate(contract.rate)],
    ['agent.contract.activeMembers', intl.formatNumber(contract.activeMembers)],
    ['agent.contract.validBetPeriod', <FormattedMessage key="v" id={`agent.period.${contract.validBetPeriod}`} />],
    ['agent.contract.profitLossPeriod', <FormattedMessage key="p" id={`agent.period.${contract.profitLossPeriod}`} />],
    [contract.kind === 'HOURLY' ? 'agent.contract.betPerHour' : 'agent.contract.betPerDay', <Money key="b" value={contract.betAmount} />],
  ];
  if (contract.kind === 'REALTIME') {
    items.push(
      ['agent.contract.profitRate', rate(contract.profitRate ?? 0)],
      ['agent.contract.lossRate', rate(contract.lossRate ?? 0)],
      ['agent.contract.singleBetAmount', <Money key="s" value={contract.singleBetAmount ?? 0} />],
    );
  }
  return (
    <Figures>
      {items.map(([key, value]) => (
        <Figure key={key} labelId={key}>
          {value}
        </Figure>
      ))}
    </Figures>
  );
}

/** A rate is a percentage: at most 100, or the agent's own in force (spec §4, docs/decisions.md). */
const MAX_RATE = 100;
/** No number of an offer is negative (ContractActionSchema). */
const MIN_VALUE = 0;
/** A leading minus (the keyboard's or the typographic one): read, so a negative number is told it is below 0. */
const MINUS = /^\s*[-\u2212]/;
/** Every decimal typed is read: a rate's own check then says how many it may have. */
const ANY_DECIMALS = Number.POSITIVE_INFINITY;
/** The example of a number that an unreadable rate's message gives, in the reader's own decimal mark. */
const NUMBER_EXAMPLE = 0.5;

/**
 * A rate or head count as typed in the reader's locale ("0,3" in Portuguese, Thai digits), as amounts are read; `null`
 * when the text reads as no number. A native number input would take only the browser's own decimal mark.
 */
function readNumber(text: string, locale: string): number | null {
  const negative = MINUS.test(text);
  const read = parseAmount(negative ? text.replace(MINUS, '') : text, locale, ANY_DECIMALS);
  return read === null ? null : (negative ? -1 : 1) * Number(read);
}

function OfferForm({
  kind,
  own,
  waiting,
  failure,
  pageTitle,
  onOffer,
}: {
  kind: ContractKind;
  /**
   * The agent's own contract of this kind in force, if any: an offer may not exceed its rates, since
   * accepting a lower one ends the downline contracts above it (the server refuses it too).
   */
  own?: Contract;
  /** Downlines whose offer of this kind waits for an answer: one at a time. */
  waiting: ReadonlySet<string>;
  /** The refusal of the last offer sent, shown in this card, where the agent sent it. */
  failure: ReactNode;
  /** Where the focus goes when the card itself goes (a retry found no agent downline to offer to). */
  pageTitle: RefObject<HTMLElement | null>;
  /** `onSent` starts the form afresh once the offer is sent. */
  onOffer: (change: Offer, onSent: () => void) => void;
}) {
  const intl = useIntl();
  const rate = useRate();
  const currency = useAgentCurrency();
  const [search, setSearch] = useState('');
  const keyword = useDebounced(search.trim());
  // The offer form's downline choices come one page at a time: a team with more direct downlines is searched by name.
  const downlines = useGetDownlinesQuery({ pageNum: 1, pageSize: LARGEST_PAGE_SIZE, level: 1, ...(keyword ? { keyword } : {}) });
  // Offered once the list is more than one page; kept while a search is typed, whatever it finds.
  const searchable = search !== '' || (downlines.data?.totalPages ?? 1) > 1;
  const form = useRef<HTMLFormElement>(null);
  // The downlines' Try again goes with their failure: the focus goes to the choices it brought, or to the page's title
  // when there are none (the card goes too), not to the page.
  const downlinesShown: CallShown = downlines.isLoading ? 'loading' : downlines.error ? 'failure' : 'content';
  useFocusAfterRetry(downlinesShown, {
    content: () => {
      const choice = form.current?.elements.namedItem('downlineName');
      (choice instanceof HTMLElement ? choice : pageTitle.current)?.focus();
    },
  });
  // The offer last sent, said in the card. The focus moves to it, as a transfer's does, once per offer (a new object
  // each): the form it was sent from starts afresh, and its confirmation closing would leave the focus on nothing it says.
  const [sent, setSent] = useState<{ username: string }>();
  const sentNote = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentNote.current?.focus();
  }, [sent]);
  const [values, setValues] = useState(EMPTY_OFFER);
  const [periods, setPeriods] = useState(DEFAULT_PERIODS);
  // An empty field says so once a send was tried, not while the agent is still filling the form in.
  const triedSubmit = useTriedSubmit();
  // Amount fields holding text: text that is no amount hands over none, and its field says so itself.
  const [typed, setTyped] = useState<ReadonlySet<keyof OfferValues>>(new Set());
  const reset = () => {
    setValues(EMPTY_OFFER);
    setPeriods(DEFAULT_PERIODS);
    triedSubmit.done();
    setTyped(new Set());
  };
  // Only an agent opens the agent center to answer an offer (spec §6): a member's would wait for ever.
  const choices = (downlines.data?.content ?? []).filter((entry) => isAgentType(entry.customerType));
  const fields: Array<keyof OfferValues> = ['downlineName', 'rate', 'activeMembers', 'betAmount'];
  if (kind === 'REALTIME') fields.push('profitRate', 'lossRate', 'singleBetAmount');
  const maxOf = (name: keyof OfferValues) => (isRate(name) ? (own?.[name] ?? MAX_RATE) : undefined);
  // A limit reads as the field does: a rate as a percentage, in the site's number format.
  const limit = (name: keyof OfferValues, value: number) => (isRate(name) ? rate(value) : intl.formatNumber(value));
  // Amounts come from their fields as canonical decimal strings; rates and head counts as the agent typed them.
  const valueOf = (name: keyof OfferValues) => (isAmount(name) ? Number(values[name]) : readNumber(values[name], intl.locale));
  // Checked here, in the site's language, not by the browser's own bubbles (the form is `noValidate`).
  const problemOf = (name: keyof OfferValues): FieldMessage | null => {
    const text = values[name];
    if (text === '') return triedSubmit.tried && !typed.has(name) ? REQUIRED_MESSAGE : null;
    if (name === 'downlineName') return null;
    const value = valueOf(name);
    // Text that reads as no number is wrong, not missing: it is there, and the agent corrects it.
    if (value === null)
      return INTEGER_FIELDS.has(name)
        ? { key: 'agent.contract.wholeNumber' }
        : { key: 'agent.contract.numberInvalid', values: { example: intl.formatNumber(NUMBER_EXAMPLE) } };
    // The contract takes whole head counts only (ContractActionSchema: `activeMembers` is an integer).
    if (INTEGER_FIELDS.has(name) && !Number.isInteger(value)) return { key: 'agent.contract.wholeNumber' };
    // A rate is shown with RATE_DECIMALS: a finer one would be confirmed as another rate than the one sent.
    if (isRate(name) && !withinRateDecimals(value)) return { key: 'agent.contract.rateDecimals', values: { places: RATE_DECIMALS } };
    if (value < MIN_VALUE) return { key: 'agent.contract.atLeast', values: { min: limit(name, MIN_VALUE) } };
    const max = maxOf(name);
    if (max !== undefined && value > max)
      return { key: 'agent.contract.atMost', values: { max: limit(name, max), own: own ? 'yes' : 'no' } };
    return null;
  };
  const errorOf = (name: keyof OfferValues) => {
    const problem = problemOf(name);
    return problem ? intl.formatMessage({ id: problem.key }, problem.values) : undefined;
  };
  const number = (name: keyof OfferValues, label: string) => {
    const integer = INTEGER_FIELDS.has(name);
    return (
      <TextField
        label={<FormattedMessage id={label} />}
        inputMode={integer ? 'numeric' : 'decimal'}
        autoComplete="off"
        required
        value={values[name]}
        error={errorOf(name)}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      />
    );
  };
  // No negative text reads as an amount, so the contract's minimum of 0 needs no check of its own.
  const amount = (name: AmountField, label: string) => (
    <AmountInput
      label={<FormattedMessage id={label} />}
      currencySymbol={currency.currencySymbol}
      decimals={currency.decimals}
      required
      value={values[name]}
      error={errorOf(name)}
      onInput={(event) => {
        const holdsText = event.currentTarget.value !== '';
        setTyped((current) => {
          const next = new Set(current);
          if (holdsText) next.add(name);
          else next.delete(name);
          return next;
        });
      }}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );
  const periodOptions = PERIODS.map((value) => ({ value, label: intl.formatMessage({ id: `agent.period.${value}` }) }));
  if (downlines.isSuccess && choices.length === 0 && !searchable) return null;
  // The downline chosen stays a choice when a later search does not find it.
  const options =
    values.downlineName && !choices.some(({ username }) => username === values.downlineName)
      ? [{ username: values.downlineName }, ...choices]
      : choices;
  return (
    <Card heading={intl.formatMessage({ id: 'agent.contract.offer' })}>
      {downlines.error && (
        <InlineFailure
          error={downlines.error}
          about="agent.contract.downlinesFailed"
          onRetry={() => void downlines.refetch()}
          retrying={downlines.isFetching}
        />
      )}
      <form
        ref={form}
        noValidate
        aria-label={intl.formatMessage({ id: 'agent.contract.offer' })}
        onSubmit={(event) => {
          event.preventDefault();
          // A new offer: the last one's note would pass for its answer.
          setSent(undefined);
          // As a refused submit does across the site: the messages drawn, then the first field to fix takes the focus and
          // is read with its message, rather than the button keeping it in silence.
          if (fields.some((name) => values[name] === '' || problemOf(name))) return triedSubmit.refuse(form.current);
          const username = values.downlineName;
          onOffer(
            {
              action: 'REQUEST',
              downlineName: username,
              // Each read as a number within its bounds just above: never the `?? 0`.
              rate: valueOf('rate') ?? 0,
              activeMembers: valueOf('activeMembers') ?? 0,
              // A decimal string of at most the currency's decimals: its number is the amount typed, exactly.
              betAmount: Number(values.betAmount),
              ...periods,
              ...(kind === 'REALTIME'
                ? {
                    profitRate: valueOf('profitRate') ?? 0,
                    lossRate: valueOf('lossRate') ?? 0,
                    singleBetAmount: Number(values.singleBetAmount),
                  }
                : {}),
            },
            () => {
              reset();
              setSent({ username });
            },
          );
        }}
      >
        <FieldRow>
          {searchable && (
            <TextField
              type="search"
              label={<FormattedMessage id="agent.downline.search" />}
              value={search}
              hint={
                downlines.isSuccess && keyword && choices.length === 0 ? (
                  <FormattedMessage id="agent.contract.noDownlineFound" />
                ) : undefined
              }
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
          <Select
            name="downlineName"
            label={<FormattedMessage id="agent.contract.downline" />}
            required
            placeholder={intl.formatMessage({ id: 'agent.contract.chooseDownline' })}
            value={values.downlineName}
            error={errorOf('downlineName')}
            onChange={(event) => setValues((current) => ({ ...current, downlineName: event.target.value }))}
            options={options.map(({ username }) =>
              waiting.has(username)
                ? { value: username, label: intl.formatMessage({ id: 'agent.contract.downlineWaiting' }, { username }), disabled: true }
                : { value: username, label: username },
            )}
          />
          {number('rate', 'agent.contract.ratePercent')}
          {number('activeMembers', 'agent.contract.activeMembers')}
          {amount('betAmount', kind === 'HOURLY' ? 'agent.contract.betPerHour' : 'agent.contract.betPerDay')}
          {kind === 'REALTIME' && number('profitRate', 'agent.contract.profitRate')}
          {kind === 'REALTIME' && number('lossRate', 'agent.contract.lossRate')}
          {kind === 'REALTIME' && amount('singleBetAmount', 'agent.contract.singleBetAmount')}
          <Select
            label={<FormattedMessage id="agent.contract.validBetPeriod" />}
            value={periods.validBetPeriod}
            onChange={(event) => setPeriods((current) => ({ ...current, validBetPeriod: event.target.value as Period }))}
            options={periodOptions}
          />
          <Select
            label={<FormattedMessage id="agent.contract.profitLossPeriod" />}
            value={periods.profitLossPeriod}
            onChange={(event) => setPeriods((current) => ({ ...current, profitLossPeriod: event.target.value as Period }))}
            options={periodOptions}
          />
          <SendLine>
            <Button type="submit">
              <FormattedMessage id="agent.contract.send" />
            </Button>
          </SendLine>
        </FieldRow>
      </form>
      {sent && (
        <p role="status" ref={sentNote} tabIndex={-1}>
          <FormattedMessage id="agent.contract.offerSent" values={{ username: sent.username }} />
        </p>
      )}
      {failure}
    </Card>
  );
}

function ConfirmChange({
  kind,
  pending,
  busy,
  onConfirm,
  onCancel,
}: {
  kind: ContractKind;
  pending: Pending;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const rate = useRate();
  if (pending.action === 'REQUEST') {
    return (
      <ConfirmDialog title={<FormattedMessage id="agent.contract.offer" />} busy={busy} onConfirm={onConfirm} onCancel={onCancel}>
        <p>
          <FormattedMessage
            id="agent.contract.confirm.REQUEST"
            values={{ username: pending.change.downlineName, rate: rate(pending.change.rate) }}
          />
        </p>
        {/* Every term the downline is offered (spec §3), not the rate alone: the agent confirms what is sent. */}
        <Terms contract={{ kind, ...pending.change }} />
      </ConfirmDialog>
    );
  }
  const { action, contract, undercut, withDownline } = pending;
  // A downline's contract is one of several in a table: its confirmation names whose it ends.
  const messageId = action === 'TERMINATE' && withDownline ? 'agent.contract.confirm.terminateWith' : `agent.contract.confirm.${action}`;
  return (
    <ConfirmDialog
      title={<FormattedMessage id={`agent.contract.${action.toLowerCase()}`} />}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage id={messageId} values={{ rate: rate(contract.rate), username: contract.downlineName }} />
      </p>
      {action === 'ACCEPT' && undercut.length > 0 && (
        <p>
          <FormattedMessage
            id="agent.contract.undercutWarning"
            values={{
              // Each downline with the rates that end its contract, each by its own label beside the offer's
              // ("a (Loss rate 0.3%, above your 0.25%)"), listed in the reader's language: a contract can end on
              // a rate other than `rate`, which may even be below the new one.
              contracts: intl.formatList(
                undercut.map((entry) =>
                  intl.formatMessage(
                    { id: entry.status === 'PENDING' ? 'agent.contract.undercutOffer' : 'agent.contract.undercutEntry' },
                    {
                      username: entry.downlineName,
                      rates: intl.formatList(
                        ratesAbove(entry, contract).map(({ field, value, cap }) =>
                          intl.formatMessage(
                            { id: 'agent.contract.undercutRate' },
                            { label: intl.formatMessage({ id: RATE_LABELS[field] }), rate: rate(value), offered: rate(cap) },
                          ),
                        ),
                        { type: 'conjunction' },
                      ),
                    },
                  ),
                ),
                { type: 'conjunction' },
              ),
            }}
          />
        </p>
      )}
    </ConfirmDialog>
  );
}

/** One of the agent's own contracts (the one in force, an offer waiting) with what the agent can do with it. */
/** The offer's fields line up by their tops: a field's problem, said under it, moves none of its neighbours. */
const OwnContract = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const STATUS_KEYS: Record<Contract['status'], string> = {
  PENDING: 'agent.contract.status.PENDING',
  ACTIVE: 'agent.contract.status.ACTIVE',
  REJECTED: 'agent.contract.status.REJECTED',
  TERMINATED: 'agent.contract.status.TERMINATED',
};

/** One kind of contract (spec §3, §4): the agent's own, those with downlines, a new offer, and the paid records. */
export function ContractEntry({ kind }: { kind: ContractKind }) {
  const intl = useIntl();
  const rate = useRate();
  const { useView, useChange } = HOOKS[kind];
  const view = useView();
  const [change, state] = useChange();
  const [pending, setPending] = useState<Pending>();
  const [actedIn, setActedIn] = useState<ActedIn>();
  const data = view.data;
  // The contract in force still applies while a new offer waits for the agent's answer: both show.
  const inForce = data?.inForce ?? null;
  const offered = data?.mine?.status === 'PENDING' ? data.mine : null;
  const own = [inForce, offered].filter((entry) => entry !== null);
  const downlines = data?.downlines ?? [];
  const records = data?.records ?? [];
  const waiting = new Set(downlines.filter((entry) => entry.status === 'PENDING').map((entry) => entry.downlineName));
  const title = intl.formatMessage({ id: TITLE_KEYS[kind] });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const mineHeading = useRef<HTMLSpanElement>(null);
  const downlinesHeading = useRef<HTMLSpanElement>(null);
  // A change removes the buttons that made it once the centre refetches: then the focus moves to the
  // heading of the card that changed (the page's title when the card went too), not to the body.
  const focusAfter = useRef<{ heading: RefObject<HTMLElement | null>; before: ContractView | undefined } | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted || pending || view.isFetching || view.data === wanted.before) return;
    focusAfter.current = null;
    (wanted.heading.current ?? titleRef.current)?.focus();
  }, [pending, view.data, view.isFetching]);

  const confirm = async () => {
    if (!pending) return;
    // Closed either way: a refusal shows its message in the card acted in.
    setActedIn(
      pending.action === 'REQUEST'
        ? { card: 'offer' }
        : pending.withDownline
          ? { card: 'downlines' }
          : { card: 'mine', contractId: pending.contract.contractId },
    );
    const result = await change(
      pending.action === 'REQUEST' ? pending.change : { action: pending.action, contractId: pending.contract.contractId },
    );
    if (!result.error && pending.action === 'REQUEST') pending.onSent();
    if (!result.error && pending.action !== 'REQUEST') {
      const heading = pending.withDownline ? downlinesHeading : mineHeading;
      focusAfter.current = { heading, before: data };
    }
    setPending(undefined);
  };
  const ask = (action: Action, contract: Contract) =>
    setPending({
      action,
      contract,
      undercut: action === 'ACCEPT' ? undercutBy(contract, downlines) : [],
      withDownline: downlines.some((entry) => entry.contractId === contract.contractId),
    });

  const isEmpty = own.length === 0 && downlines.length === 0 && records.length === 0;
  const failure = state.error ? <InlineFailure error={state.error} /> : null;
  const failedAt = state.error && actedIn ? failurePlace(actedIn, { own, downlines, isEmpty }) : undefined;
  const failedContract = actedIn?.card === 'mine' ? actedIn.contractId : undefined;

  const header = (id: string) => intl.formatMessage({ id });
  const downlineColumns: RecordColumn<Contract>[] = [
    { key: 'downline', header: header('agent.contract.downline'), render: (row) => row.downlineName },
    { key: 'rate', header: header('agent.contract.rate'), render: (row) => rate(row.rate), align: 'end' },
    { key: 'status', header: header('agent.contract.status'), render: (row) => <FormattedMessage id={STATUS_KEYS[row.status]} /> },
    { key: 'created', header: header('agent.column.time'), render: (row) => <DateTime value={row.createTime} /> },
    {
      key: 'actions',
      header: header('agent.column.actions'),
      render: (row) =>
        row.status === 'ACTIVE' || row.status === 'PENDING' ? (
          <Button
            variant="secondary"
            aria-label={intl.formatMessage({ id: 'agent.contract.terminateWith' }, { username: row.downlineName })}
            onClick={() => ask('TERMINATE', row)}
          >
            <FormattedMessage id="agent.contract.terminate" />
          </Button>
        ) : null,
    },
  ];

  return (
    <Page>
      <PageTitle ref={titleRef} tabIndex={-1}>
        {title}
      </PageTitle>
      {kind === 'REALTIME' && (
        <p>
          <FormattedMessage id="agent.contract.realTimeSettlement" values={{ minutes: REAL_TIME_SETTLEMENT_MINUTES }} />
        </p>
      )}
      <QueryState query={view} isEmpty={isEmpty} empty={<FormattedMessage id="agent.empty.contract" />}>
        <Card
          heading={
            <span ref={mineHeading} tabIndex={-1}>
              {intl.formatMessage({ id: 'agent.contract.mine' })}
            </span>
          }
        >
          {own.length > 0 ? (
            own.map((contract) => (
              <OwnContract key={contract.contractId}>
                <p role="status">
                  <FormattedMessage
                    id={contract.status === 'PENDING' ? 'agent.contract.waiting' : 'agent.contract.activeFrom'}
                    values={{ upline: contract.uplineName }}
                  />
                </p>
                <Terms contract={contract} />
                <Toolbar>
                  {contract.status === 'PENDING' ? (
                    <>
                      <Button onClick={() => ask('ACCEPT', contract)}>
                        <FormattedMessage id="agent.contract.accept" />
                      </Button>
                      <Button variant="secondary" onClick={() => ask('REJECT', contract)}>
                        <FormattedMessage id="agent.contract.reject" />
                      </Button>
                    </>
                  ) : (
                    <Button variant="secondary" onClick={() => ask('TERMINATE', contract)}>
                      <FormattedMessage id="agent.contract.terminate" />
                    </Button>
                  )}
                </Toolbar>
                {failedAt === 'contract' && failedContract === contract.contractId && failure}
              </OwnContract>
            ))
          ) : (
            <p>
              <FormattedMessage id="agent.contract.none" />
            </p>
          )}
          {failedAt === 'mine' && failure}
        </Card>
        {downlines.length > 0 && (
          <Card
            heading={
              <span ref={downlinesHeading} tabIndex={-1}>
                {intl.formatMessage({ id: 'agent.contract.withDownlines' })}
              </span>
            }
          >
            {failedAt === 'downlines' && failure}
            <RecordTable
              caption={intl.formatMessage({ id: 'agent.contract.withDownlines' })}
              columns={downlineColumns}
              records={downlines}
              recordKey={(row) => row.contractId}
            />
          </Card>
        )}
        {records.length > 0 && <PaidRecords contractTitle={title} records={records} />}
      </QueryState>
      <OfferForm
        kind={kind}
        own={inForce ?? undefined}
        waiting={waiting}
        failure={failedAt === 'offer' && failure}
        pageTitle={titleRef}
        onOffer={(offer, onSent) => setPending({ action: 'REQUEST', change: offer, onSent })}
      />
      {failedAt === 'page' && failure}
      {pending && (
        <ConfirmChange
          kind={kind}
          pending={pending}
          busy={state.isLoading}
          onConfirm={() => void confirm()}
          onCancel={() => setPending(undefined)}
        />
      )}
    </Page>
  );
}
