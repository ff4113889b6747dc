import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  absentBalanceMessage,
  currentAnswer,
  isAgentType,
  isPasswordRefusal,
  mainWalletBalance,
  useActionKey,
  useGetBalanceQuery,
  useGetDownlinesQuery,
  useGetProfileQuery,
  useTransferToDownlineMutation,
  type Downline,
  HIDDEN_AMOUNT,
  useBalanceHidden,
} from '@wl/api-client';
import { DateTime } from '@wl/i18n';
import {
  AmountInput,
  checkAmount,
  busyLook,
  Button,
  Card,
  FailureMessage,
  Pager,
  PAYMENT_PASSWORD_FIELD,
  PaymentPasswordField,
  RecordTable,
  Select,
  TextField,
  focusInView,
  useDebounced,
  useTriedSubmit,
  type RecordColumn,
} from '@wl/ui-kit';
import styled from 'styled-components';
import { REPORT_PAGE_SIZE } from '../reports/date-range';
import { Money, useAgentCurrency } from '../ui/money';
import { ConfirmDialog, FieldRow, Figure, Figures, Page, PageTitle, QueryState, SendLine, Toolbar } from '../ui/parts';

/** The downlines found: dimmed and marked busy while another search, level or page loads. */
const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  ${busyLook}
`;

/** One downline is enough to tell whether a level has any. */
const LEVEL_PROBE = { pageNum: 1, pageSize: 1 } as const;

/**
 * The deepest level of the agent's team. Neither the spec nor the contract bounds it (an agent of
 * type 42 may create agents of type 42), and no call says it: it is at least the deepest level
 * `seen` in rows shown, and each level below is asked for one downline until one has none. A
 * downline at a level means every level above it has one too (its uplines).
 */
function useDeepestLevel(seen: number): number {
  const [found, setFound] = useState(0);
  const deepest = Math.max(found, seen);
  const probe = useGetDownlinesQuery({ ...LEVEL_PROBE, level: deepest + 1 });
  // Only a downline of the level asked for counts: a server that ignored the filter must not make this ask for ever.
  if (probe.currentData?.content[0]?.level === deepest + 1) setFound(deepest + 1);
  return deepest;
}

/**
 * A downline transfer spends behind the payment password, as the upline transfer does (docs/decisions.md), and draws
 * on the agent's main wallet: the form says what it holds, and more than that is named at the field, as the wallet's
 * transfers do (a hidden balance stays asterisks, and the field then names no figure).
 */
function TransferForm({ downline }: { downline: Downline }) {
  const intl = useIntl();
  const currency = useAgentCurrency();
  const balance = useGetBalanceQuery();
  const main = mainWalletBalance(balance.data);
  const [hidden] = useBalanceHidden();
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [transfer, state] = useTransferToDownlineMutation();
  const form = useRef<HTMLFormElement>(null);
  // One key per transfer the agent means: kept across a retry after a lost answer, so the money moves once.
  // The amount without its trailing zeros keys the transfer and is what is sent: "100.00" typed again after a lost answer
  // as "100" is the same transfer, and the same request (a server refuses a key sent again with another body).
  const sentAmount = amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount;
  const held = main === undefined ? undefined : String(main);
  const over = amount !== '' && checkAmount(amount, { max: held }, currency.decimals)?.kind === 'max';
  const action = useActionKey(`downlineTransfer ${downline.username}`, sentAmount);
  const done = useRef<HTMLParagraphElement>(null);
  const tried = useTriedSubmit();
  // A transfer that lands empties the form: the focus moves from the button the dialog gives it back to, to what it
  // says, once per transfer (a later confirmation cancelled must leave the focus where the dialog gave it back).
  const focusedFor = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (!state.fulfilledTimeStamp || confirming || focusedFor.current === state.fulfilledTimeStamp) return;
    focusedFor.current = state.fulfilledTimeStamp;
    done.current?.focus();
  }, [state.fulfilledTimeStamp, confirming]);
  // A refused password is emptied, to be typed again: its field takes the focus from the button the dialog gives it back to.
  const passwordRefused = isPasswordRefusal(state.error);
  const refocusedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!passwordRefused || confirming || refocusedFor.current === state.requestId) return;
    refocusedFor.current = state.requestId;
    (form.current?.elements.namedItem(PAYMENT_PASSWORD_FIELD) as HTMLInputElement | null)?.focus();
  }, [passwordRefused, confirming, state.requestId]);
  const send = async () => {
    tried.done();
    const result = await transfer({ downlineName: downline.username, amount: sentAmount, paymentPassword, idempotencyKey: action.key() });
    action.settle(result.error);
    setConfirming(false);
    if (!result.error) setAmount('');
    // Emptied once sent or refused; any other failure keeps it, to send again as it is.
    if (!result.error || isPasswordRefusal(result.error)) setPaymentPassword('');
  };
  return (
    <form
      ref={form}
      aria-label={intl.formatMessage({ id: 'agent.downline.transfer' })}
      onSubmit={(event) => {
        event.preventDefault();
        // A transfer on its way makes the button busy: it keeps the focus.
        if (state.isLoading) return;
        // Never disabled for what the fields lack: a submit says it at the fields, and asks for no confirmation.
        if (!(Number(amount) > 0) || over || !paymentPassword) return tried.refuse(form.current);
        setConfirming(true);
      }}
    >
      <p>
        <FormattedMessage
          id="wallet.mainWalletHolds"
          values={{
            // A balance still coming, or that could not be fetched, says so; no limit is set until it is in.
            amount:
              main === undefined
                ? intl.formatMessage({ id: absentBalanceMessage(balance.isError && !balance.data) })
                : hidden
                  ? HIDDEN_AMOUNT
                  : currency.format(main),
          }}
        />
      </p>
      <FieldRow>
        <AmountInput
          label={<FormattedMessage id="agent.downline.amount" />}
          value={amount}
          onChange={setAmount}
          currencySymbol={currency.currencySymbol}
          decimals={currency.decimals}
          // 0 is below the smallest amount, which the field names; "Enter an amount" for none, or text that is no amount.
          min={currency.smallest}
          // The field names the most it may be, unless that would show a hidden balance.
          max={hidden ? undefined : held}
          error={hidden && over ? <FormattedMessage id="wallet.overBalance" /> : tried.missing(amount === '', 'amount.required')}
        />
        <PaymentPasswordField
          label={<FormattedMessage id="wallet.paymentPassword" />}
          value={paymentPassword}
          onChange={(event) => setPaymentPassword(event.target.value)}
          error={tried.missing(!paymentPassword)}
        />
        <SendLine>
          <Button type="submit" busy={state.isLoading}>
            <FormattedMessage id="agent.downline.transfer" />
          </Button>
        </SendLine>
      </FieldRow>
      {/* A money form's failure, as the wallet's: its catalogued message and the action the site answers (quota not
          sufficient: customer service); the form's own button is its retry. */}
      <FailureMessage error={state.error} />
      {state.data && !state.error && (
        <p role="status" ref={done} tabIndex={-1}>
          <FormattedMessage
            id="agent.downline.transferred"
            values={{ username: downline.username, balance: currency.format(state.data.downlineBalance) }}
          />
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          title={<FormattedMessage id="agent.downline.transfer" />}
          busy={state.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void send()}
        >
          <FormattedMessage
            id="agent.downline.transferConfirm"
            values={{ amount: amount ? currency.format(Number(amount)) : '', username: downline.username }}
          />
        </ConfirmDialog>
      )}
    </form>
  );
}

function DownlineDetails({ downline, onClose }: { downline: Downline; onClose: () => void }) {
  const intl = useIntl();
  // Without a payment password every transfer would be refused as "not correct": the agent is told to set one.
  const hasPaymentPassword = useGetProfileQuery().data?.hasPaymentPassword;
  const heading = useRef<HTMLSpanElement>(null);
  // Opening a downline moves to its card, so a keyboard or screen-reader agent lands on what they opened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card
      heading={
        <span ref={heading} tabIndex={-1}>
          <bdi>{intl.formatMessage({ id: 'agent.downline.details' }, { username: downline.username })}</bdi>
        </span>
      }
      actions={
        <Button variant="ghost" onClick={onClose}>
          <FormattedMessage id="agent.downline.closeDetails" />
        </Button>
      }
    >
      <Figures>
        <Figure labelId="agent.column.nickname">{downline.nickname}</Figure>
        <Figure labelId="agent.column.balance">
          <Money value={downline.balance} />
        </Figure>
        <Figure labelId="agent.downline.deposits">
          <Money value={downline.depositTotal} />
        </Figure>
        <Figure labelId="agent.downline.withdrawals">
          <Money value={downline.withdrawalTotal} />
        </Figure>
        <Figure labelId="agent.column.upline">{downline.uplineName}</Figure>
        <Figure labelId="agent.column.lastLogin">
          {downline.lastLoginTime ? <DateTime value={downline.lastLoginTime} /> : <FormattedMessage id="agent.downline.never" />}
        </Figure>
      </Figures>
      {hasPaymentPassword === false ? (
        <p>
          <FormattedMessage id="agent.downline.setPaymentPasswordFirst" />
        </p>
      ) : (
        <TransferForm downline={downline} />
      )}
    </Card>
  );
}

/** The agent's team: search, level, pages; a downline's details and a transfer to them (spec §6). */
export function DownlineManagementEntry() {
  const intl = useIntl();
  // Asked with the page, not with a card: a transfer form swapped out once it answers would lose what was typed.
  useGetProfileQuery();
  const [keyword, setKeyword] = useState('');
  // One call per name typed, not per keystroke (docs/decisions.md, agent center).
  const searched = useDebounced(keyword.trim());
  const [level, setLevel] = useState('');
  const [pageNum, setPageNum] = useState(1);
  // Another name starts again at page 1, once its downlines are asked for.
  const [pagedFor, setPagedFor] = useState(searched);
  if (pagedFor !== searched) {
    setPagedFor(searched);
    setPageNum(1);
  }
  const [chosen, setChosen] = useState<Downline>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Each row's details button, to give the focus back to when its card closes.
  const detailButtons = useRef(new Map<string, HTMLButtonElement | null>());
  const query = useGetDownlinesQuery({
    pageNum,
    pageSize: REPORT_PAGE_SIZE,
    ...(searched ? { keyword: searched } : {}),
    ...(level ? { level: Number(level) } : {}),
  });
  // Only the asked search's downlines: while another loads, it loads, rather than showing the last one's rows under it.
  const current = currentAnswer(query);
  const rows = current.data?.content ?? [];
  // The last answer's pager, outside the results: a page pressed keeps it, and its focus, while that page loads.
  const pageCount = query.data?.totalPages ?? 1;
  // That pager may be a last search's: a page it offers past the new answer's last would leave an empty page with no
  // pager to leave it by. Once answered, go to the last page (the first, when an empty answer says 0 pages).
  const lastPage = Math.max(1, pageCount);
  if (!query.isFetching && !query.error && pageNum > lastPage) setPageNum(lastPage);
  // The level chosen stays offered, whatever the team's depth is found to be.
  const deepest = Math.max(useDeepestLevel(Math.max(0, ...rows.map((row) => row.level))), Number(level));
  // The card outlives its row: a search or another page that hides the row keeps it (and its typed
  // amount) as last seen; while the row shows, the card follows its figures (a transfer's new balance).
  const shown = chosen && rows.find((row) => row.username === chosen.username);
  if (shown && shown !== chosen) setChosen(shown);
  const header = (id: string) => intl.formatMessage({ id });
  const columns: RecordColumn<Downline>[] = [
    { key: 'username', header: header('agent.column.username'), render: (row) => row.username },
    { key: 'level', header: header('agent.column.level'), render: (row) => intl.formatNumber(row.level), align: 'end' },
    {
      key: 'type',
      header: header('agent.column.accountType'),
      render: (row) => <FormattedMessage id={isAgentType(row.customerType) ? 'agent.register.type.AGENT' : 'agent.register.type.MEMBER'} />,
    },
    { key: 'balance', header: header('agent.column.balance'), render: (row) => <Money value={row.balance} />, align: 'end' },
    { key: 'registerTime', header: header('agent.column.registerTime'), render: (row) => <DateTime value={row.registerTime} /> },
    {
      key: 'actions',
      header: header('agent.column.actions'),
      render: (row) => (
        <Button
          variant="secondary"
          aria-label={intl.formatMessage({ id: 'agent.downline.details' }, { username: row.username })}
          onClick={() => setChosen(row)}
          ref={(node) => {
            detailButtons.current.set(row.username, node);
            return () => void detailButtons.current.delete(row.username);
          }}
        >
          <FormattedMessage id="agent.downline.open" />
        </Button>
      ),
    },
  ];
  const closeDetails = () => {
    // The card leaves with the button that closed it: the focus goes back to the row that opened it,
    // or to the page's title when a search or page change has hidden that row.
    const opener = chosen && detailButtons.current.get(chosen.username);
    // Once the card is gone, and brought into view: the card stood above the table, and the rows moving up into its
    // place took a button focused before it went out of sight, under the dialog's header.
    flushSync(() => setChosen(undefined));
    focusInView(opener ?? titleRef.current);
  };
  return (
    <Page>
      <PageTitle ref={titleRef} tabIndex={-1}>
        <FormattedMessage id="agent.entry.downlineManagement" />
      </PageTitle>
      <Toolbar>
        <TextField
          type="search"
          label={<FormattedMessage id="agent.downline.search" />}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
        <Select
          label={<FormattedMessage id="agent.column.level" />}
          value={level}
          onChange={(event) => {
            setLevel(event.target.value);
            setPageNum(1);
          }}
          options={[
            { value: '', label: intl.formatMessage({ id: 'agent.downline.allLevels' }) },
            ...Array.from({ length: deepest }, (_, index) => ({
              value: String(index + 1),
              label: intl.formatMessage({ id: 'agent.downline.level' }, { level: index + 1 }),
            })),
          ]}
        />
      </Toolbar>
      {/* One card per downline: another downline's typed amount or transfer result is not this one's. */}
      {chosen && <DownlineDetails key={chosen.username} downline={chosen} onClose={closeDetails} />}
      <Results aria-busy={query.isFetching || undefined}>
        <QueryState query={current} isEmpty={rows.length === 0} empty={<FormattedMessage id="agent.empty.downlineManagement" />}>
          <RecordTable
            caption={intl.formatMessage({ id: 'agent.entry.downlineManagement' })}
            columns={columns}
            records={rows}
            recordKey={(row) => row.username}
          />
        </QueryState>
        {pageCount > 1 && <Pager page={pageNum} pageCount={pageCount} onPage={setPageNum} />}
      </Results>
    </Page>
  );
}
