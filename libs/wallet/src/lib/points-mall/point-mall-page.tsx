import { useId, useRef, useState, type ComponentProps, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { useSelector } from 'react-redux';
import {
  ERROR_MESSAGE_KEYS,
  CATEGORY_LABEL_KEYS,
  currentAnswer,
  useConvertPointsMutation,
  useGetPointBalanceQuery,
  useGetPointConfigQuery,
  useGetPointRewardsQuery,
  useGetPointTransactionsQuery,
  useGetProfileQuery,
  useGetRedemptionsQuery,
  useRedeemPointRewardMutation,
  type PointReward,
  type PointTransaction,
  type Redemption,
  useActionKey,
  useCdn,
  useWalletCurrency,
} from '@wl/api-client';
import { selectIsTrial, selectToken, SESSION_SLICE, useGuardedAction, type SessionState } from '@wl/session';
import { DateTime, decimalsOf, useLanguage } from '@wl/i18n';
import {
  Badge,
  bareList,
  Button,
  Card,
  EmptyState,
  Pager,
  RecordTable,
  Tabs,
  TextField,
  DoneLine,
  latinDigits,
  QueryView,
  type BadgeTone,
  useTriedSubmit,
} from '@wl/ui-kit';
import styled from 'styled-components';
import { multiplyMoney } from '../money/money';
import { useWalletMoney } from '../money/use-wallet-money';
import { afterRefusal } from '../common/payment-password';
import { PaymentPasswordSubmit } from './payment-password-submit';
import { PaymentPasswordFirst, useFocusFirstField } from '../common/payment-password-first';

/** A category of the points' rates by its name in the catalogs; a code the site has no name for, as the server sent it. */
function categoryName(intl: IntlShape, category: string): string {
  return Object.hasOwn(CATEGORY_LABEL_KEYS, category)
    ? intl.formatMessage({ id: CATEGORY_LABEL_KEYS[category as keyof typeof CATEGORY_LABEL_KEYS] })
    : category;
}

/**
 * A count as typed (the quantity, the points to convert): digits of any keyboard the locale's numbers allow, as 0-9,
 * and nothing else; null for anything that is not a whole number ("1.5", "1e3", "-2"), which a number field would read.
 */
function wholeNumber(text: string, locale: string): number | null {
  const digits = latinDigits(text.trim(), locale);
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** Enter in a count's field counts as leaving it: the player asked to go on, so what is wrong with it is said. */
const leftOnEnter = (setLeft: (left: boolean) => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') setLeft(true);
};

/** Rows per page of the history tables. */
export const POINT_HISTORY_PAGE_SIZE = 10;

/** Spec §4 redeem statuses: in process, approved, rejected. */
export const REDEEM_STATUS: Record<Redemption['status'], { key: string; tone: BadgeTone }> = {
  PROCESS: { key: 'wallet.points.status.PROCESS', tone: 'warning' },
  APPROVED: { key: 'wallet.points.status.APPROVED', tone: 'success' },
  REJECTED: { key: 'wallet.points.status.REJECTED', tone: 'danger' },
};

const TRANSACTION_KEYS: Record<PointTransaction['type'], string> = {
  EARN: 'wallet.points.type.EARN',
  REDEEM: 'wallet.points.type.REDEEM',
  CONVERT: 'wallet.points.type.CONVERT',
};

const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  inline-size: min(100%, ${({ theme }) => theme.layout.contentWidth});
  /* No padding of its own: the site's main gives every page its margins (with this, a phone's were twice as wide). */
  margin-inline: auto;
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.size.sheet}, 1fr));

  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Figure = styled.strong`
  display: block;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

/** A card's lines, one under the other. */
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: start;
`;

const Stack = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Spec §9's points per bet: the label, then each category's rate; pairs wrap whole, in any language. */
const Rates = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.muted};
`;

const RateList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  ${bareList}

  li {
    white-space: nowrap;
  }
`;

// A tile's size, as game art is, and never wider than a phone's card: at an icon's size a prize could not be made out.
// Contained, not cropped: the whole prize shows, whatever the picture's shape.
const Image = styled.img`
  inline-size: ${({ theme }) => theme.size.tile};
  max-inline-size: 100%;
  aspect-ratio: 1;
  object-fit: contain;
  border-radius: ${({ theme }) => theme.radius.md};
`;

/** A point's worth is money ("1 point = ฿0.10"), with the currency's decimals or, below a cent, its own ("฿0.005"). */
const RATE_MAX_DECIMALS = 6;
const rateDecimals = (ratio: number, currencySymbol: string) =>
  Math.max(decimalsOf(currencySymbol), Math.min(RATE_MAX_DECIMALS, (String(ratio).split('.')[1] ?? '').length));

function Balance() {
  const intl = useIntl();
  const money = useWalletMoney();
  const { currencySymbol } = useWalletCurrency();
  const balance = useGetPointBalanceQuery();
  const config = useGetPointConfigQuery();
  const ratesId = useId();
  // QueryView, not `data`: points that fail to be read again (after a redemption) are said to, not shown as they were.
  return (
    <QueryView query={balance}>
      {(points) => (
        <Card heading={<FormattedMessage id="wallet.points.balance" />}>
          <Lines>
            <Figure aria-label={intl.formatMessage({ id: 'wallet.points.current' }, { points: points.currentPoints })}>
              <FormattedMessage id="wallet.points.current" values={{ points: points.currentPoints }} />
            </Figure>
            <Muted>
              <FormattedMessage
                id="wallet.points.worth"
                values={{
                  amount: money(points.pointsBalance),
                  one: 1,
                  ratio: money(points.pointsRatio, { decimals: rateDecimals(points.pointsRatio, currencySymbol) }),
                }}
              />
            </Muted>
            {config.data && (
              <Rates>
                <span id={ratesId}>
                  <FormattedMessage id="wallet.points.rates" />
                </span>
                <RateList aria-labelledby={ratesId}>
                  {Object.entries(config.data.gamePointRates).map(([category, rate]) => (
                    <li key={category}>
                      <FormattedMessage
                        id="wallet.points.rate"
                        values={{ category: categoryName(intl, category), rate: intl.formatNumber(rate, { minimumFractionDigits: 2 }) }}
                      />
                    </li>
                  ))}
                </RateList>
              </Rates>
            )}
          </Lines>
        </Card>
      )}
    </QueryView>
  );
}

/** The fewest of a reward one redemption takes. */
export const MIN_REDEEM_QUANTITY = 1;

function RedeemForm({ id, reward, onDone, takeFocus }: { id: string; reward: PointReward; onDone: () => void; takeFocus: boolean }) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState(String(MIN_REDEEM_QUANTITY));
  const [password, setPassword] = useState('');
  const [redeem, redeeming] = useRedeemPointRewardMutation();
  const { data: balance } = useGetPointBalanceQuery();
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstField(form, takeFocus);
  const count = wholeNumber(quantity, intl.locale);
  // Points are spent once per action: a retry after a lost answer carries the same key.
  const action = useActionKey(`redeem ${reward.rewardId}`, count);
  const countValid = count !== null && count >= MIN_REDEEM_QUANTITY && count <= reward.availableQuantity;
  const cost = reward.pointsRequired * (count ?? 0);
  // Said before the password is typed, rather than refused after it as "quota not sufficient".
  const affordable = balance === undefined || cost <= balance.currentPoints;
  const valid = countValid && affordable && password.length > 0;
  // The quantity's problem is said once the player has left the field or pressed Enter in it, as the conversion's is:
  // not while typing ("12" passes through "1"), since the error is an alert, read out each time. The quantity the form
  // opens with was not typed: its problem (too few points for one) is said at once, before the password is typed.
  const [left, setLeft] = useState(true);
  const tried = useTriedSubmit();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (redeeming.isLoading) return;
    if (!valid || count === null) {
      // Pressed with the quantity still being typed: its problem is said now, as on leaving it.
      setLeft(true);
      return tried.refuse(form.current);
    }
    tried.done();
    const result = await redeem({
      rewardId: reward.rewardId,
      redeemQuantity: count,
      paymentPassword: password,
      idempotencyKey: action.key(),
    });
    action.settle(result.error);
    if ('error' in result) afterRefusal(result.error, form.current, () => setPassword(''));
    else onDone();
  };
  return (
    <Stack
      id={id}
      ref={form}
      onSubmit={submit}
      aria-label={intl.formatMessage({ id: 'wallet.points.redeemOf' }, { reward: reward.rewardName })}
    >
      <TextField
        label={<FormattedMessage id="wallet.points.quantity" />}
        // Text, not a number field: that one drops other scripts' digits, reads "1e3" as 1000 and turns with the wheel.
        inputMode="numeric"
        value={quantity}
        onChange={(event) => {
          setQuantity(event.target.value);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
        onKeyDown={leftOnEnter(setLeft)}
        error={
          !left ? undefined : !countValid ? (
            <FormattedMessage id="wallet.points.quantityRange" values={{ min: MIN_REDEEM_QUANTITY, max: reward.availableQuantity }} />
          ) : !affordable ? (
            <FormattedMessage id="wallet.points.notEnough" values={{ points: balance?.currentPoints }} />
          ) : undefined
        }
      />
      <PaymentPasswordSubmit
        password={password}
        onPassword={setPassword}
        summary={
          // No cost for a quantity that cannot be redeemed: one reward's cost would pass for it.
          countValid && (
            <Muted>
              <FormattedMessage id="wallet.points.cost" values={{ points: cost }} />
            </Muted>
          )
        }
        passwordError={tried.missing(!password)}
        error={redeeming.error}
        busy={redeeming.isLoading}
        submitLabel={<FormattedMessage id="wallet.points.confirmRedeem" />}
      />
    </Stack>
  );
}

function Rewards() {
  const intl = useIntl();
  const money = useWalletMoney();
  // As banners and game art: a path goes on the image host, and only an address the rule allows is asked for.
  const imageUrl = useCdn('imageCDNs');
  const rewards = useGetPointRewardsQuery({ language: useLanguage().language });
  const [open, setOpen] = useState<number | null>(null);
  const formIds = useId();
  const formId = (reward: PointReward) => `${formIds}-${reward.rewardId}`;
  // Counted, so a second redemption of the same reward is said (and focused) again.
  const [redeemed, setRedeemed] = useState<{ reward: string; count: number } | null>(null);
  return (
    <>
      {/* The redeem form closes with the focus on its button. */}
      {redeemed && (
        <DoneLine focusKey={redeemed.count}>
          {/* The reward's name isolated, as its card's heading: first in the line, it would set the line's direction. */}
          <FormattedMessage id="wallet.points.redeemed" values={{ reward: <bdi>{redeemed.reward}</bdi> }} />
        </DoneLine>
      )}
      <QueryView
        query={rewards}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<FormattedMessage id="wallet.points.noRewards" />} />}
      >
        {(list) => (
          <Grid>
            {list.map((reward) => (
              <Card
                key={reward.rewardId}
                heading={<bdi>{reward.rewardName}</bdi>}
                actions={
                  reward.availableQuantity > 0 ? (
                    // A disclosure: it opens and closes the redeem form below, which it names only while the form is there.
                    <Button
                      variant={open === reward.rewardId ? 'ghost' : 'primary'}
                      aria-expanded={open === reward.rewardId}
                      aria-controls={open === reward.rewardId ? formId(reward) : undefined}
                      // Named with its reward, its word first (what is seen is what is said): a list of buttons read
                      // out apart from their cards would otherwise be "Redeem" again and again.
                      aria-label={
                        open === reward.rewardId
                          ? undefined
                          : intl.formatMessage({ id: 'wallet.points.redeemOf' }, { reward: reward.rewardName })
                      }
                      onClick={() => setOpen(open === reward.rewardId ? null : reward.rewardId)}
                    >
                      <FormattedMessage id={open === reward.rewardId ? 'ui.cancel' : 'wallet.points.redeem'} />
                    </Button>
                  ) : (
                    <Badge>
                      <FormattedMessage id="wallet.points.soldOut" />
                    </Badge>
                  )
                }
              >
                <Lines>
                  <Image src={imageUrl(reward.imageUrl)} alt="" loading="lazy" />
                  <span>
                    <FormattedMessage id="wallet.points.required" values={{ points: reward.pointsRequired }} />
                  </span>
                  {reward.amountRequired > 0 && (
                    <span>
                      <FormattedMessage id="wallet.points.amountRequired" values={{ amount: money(reward.amountRequired) }} />
                    </span>
                  )}
                  {/* A sold-out reward's badge says so already. */}
                  {reward.availableQuantity > 0 && (
                    <Muted>
                      <FormattedMessage id="wallet.points.available" values={{ count: reward.availableQuantity }} />
                    </Muted>
                  )}
                </Lines>
                {open === reward.rewardId && (
                  <PaymentPasswordFirst id={formId(reward)}>
                    {(justSet) => (
                      <RedeemForm
                        id={formId(reward)}
                        reward={reward}
                        takeFocus={justSet}
                        onDone={() => {
                          setOpen(null);
                          setRedeemed((last) => ({ reward: reward.rewardName, count: (last?.count ?? 0) + 1 }));
                        }}
                      />
                    )}
                  </PaymentPasswordFirst>
                )}
              </Card>
            ))}
          </Grid>
        )}
      </QueryView>
    </>
  );
}

function Convert() {
  const config = useGetPointConfigQuery();
  // The smallest conversion and the ratio are the config's: a config that cannot be read is said, with Try again, rather
  // than a form held to a guessed minimum.
  return (
    <QueryView query={config}>
      {({ minConvertPoints, pointsRatio }) => <ConvertCard min={minConvertPoints} pointsRatio={pointsRatio} />}
    </QueryView>
  );
}

function ConvertCard({ min, pointsRatio }: { min: number; pointsRatio: number }) {
  const money = useWalletMoney();
  const balance = useGetPointBalanceQuery();
  const mutation = useConvertPointsMutation();
  const converting = mutation[1];
  return (
    <QueryView query={balance}>
      {({ currentPoints: points }) => (
        <Card heading={<FormattedMessage id="wallet.points.convert" />}>
          {/* Too few points for the smallest conversion: why, rather than a form whose range runs backwards. */}
          {points < min ? (
            <p>
              <FormattedMessage id="wallet.points.convertTooFew" values={{ min, points }} />
            </p>
          ) : (
            <PaymentPasswordFirst>
              {(justSet) => <ConvertForm min={min} max={points} pointsRatio={pointsRatio} mutation={mutation} takeFocus={justSet} />}
            </PaymentPasswordFirst>
          )}
          {/* What was done is said where the player is: the focus moves from the button to the line. The line stays
              outside the form, which gives way to the reason above when the points left are too few for another
              conversion. */}
          {converting.data && (
            <DoneLine focusKey={converting.fulfilledTimeStamp}>
              <FormattedMessage id="wallet.points.converted" values={{ amount: money(converting.data.amount) }} />
            </DoneLine>
          )}
        </Card>
      )}
    </QueryView>
  );
}

function ConvertForm({
  min,
  max,
  pointsRatio,
  mutation: [convert, converting],
  takeFocus,
}: {
  min: number;
  max: number;
  pointsRatio: number;
  mutation: ReturnType<typeof useConvertPointsMutation>;
  takeFocus: boolean;
}) {
  const intl = useIntl();
  const money = useWalletMoney();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstField(form, takeFocus);
  const count = wholeNumber(points, intl.locale);
  const action = useActionKey('convertPoints', { count });
  const inRange = count !== null && count >= min && count <= max;
  const valid = inRange && password.length > 0;
  // The range is the field's own error once the player has left it out of range (or pressed Enter in it). Not while
  // typing: "1000" passes through "1" and "10", and the error is an alert, read out each time.
  const [left, setLeft] = useState(false);
  const tried = useTriedSubmit();
  const rangeValues = { min, max };
  const range = <FormattedMessage id="wallet.points.convertRange" values={rangeValues} />;
  const outOfRange = left && points !== '' && !inRange;
  // The error asks for what to type, a whole number in the range: the hint's own words in red said neither that the
  // field was empty nor that 150.5, inside the range, is no number of points.
  const rangeError = <FormattedMessage id="wallet.points.quantityRange" values={rangeValues} />;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (converting.isLoading) return;
    if (!valid || count === null) {
      // Pressed with the points still being typed: their problem is said now, as on leaving the field.
      setLeft(true);
      return tried.refuse(form.current);
    }
    tried.done();
    const result = await convert({ points: count, paymentPassword: password, idempotencyKey: action.key() });
    action.settle(result.error);
    if ('error' in result) return afterRefusal(result.error, form.current, () => setPassword(''));
    setPoints('');
    setPassword('');
  };
  // No points typed, once a submit was tried: a whole number in the range is what to give.
  const missing = tried.missing(points === '', 'wallet.points.quantityRange', rangeValues);
  const error = outOfRange ? rangeError : missing;
  return (
    <Stack ref={form} onSubmit={submit} aria-label={intl.formatMessage({ id: 'wallet.points.convert' })}>
      <TextField
        label={<FormattedMessage id="wallet.points.convertPoints" />}
        // Text, as the quantity's: every keyboard's digits, no exponent, no wheel.
        inputMode="numeric"
        value={points}
        // The range said once: as the error when it is one.
        hint={error ? undefined : range}
        error={error}
        onChange={(event) => {
          setPoints(event.target.value);
          setLeft(false);
        }}
        onBlur={() => setLeft(true)}
        onKeyDown={leftOnEnter(setLeft)}
      />
      <PaymentPasswordSubmit
        password={password}
        onPassword={setPassword}
        summary={
          inRange && (
            <Muted>
              <FormattedMessage id="wallet.points.convertTo" values={{ amount: money(multiplyMoney(count, pointsRatio)) }} />
            </Muted>
          )
        }
        passwordError={tried.missing(!password)}
        error={converting.error}
        busy={converting.isLoading}
        submitLabel={<FormattedMessage id="wallet.points.convert" />}
      />
    </Stack>
  );
}

/** A page of a history, as its table shows it. */
interface HistoryPage<R> {
  content: R[];
  totalPages: number;
}

/**
 * A history's table and pager. QueryView, not `data`: a page that failed would show the page before it as its own, without
 * the failure; and only the current page's answer, so the page pressed shows the skeleton while it loads, not the rows of
 * the page before under it. The pager is the last answer's, outside it: a page that fails keeps the pager, and the focus
 * on the page pressed.
 */
function PagedHistory<R>({
  query,
  page,
  onPage,
  emptyKey,
  children,
}: {
  query: ComponentProps<typeof QueryView<HistoryPage<R>>>['query'];
  page: number;
  onPage: (page: number) => void;
  emptyKey: string;
  children: (records: R[]) => ReactNode;
}) {
  const pageCount = query.data?.totalPages ?? 0;
  return (
    <>
      <QueryView
        query={currentAnswer(query)}
        isEmpty={(data) => data.content.length === 0}
        empty={<EmptyState title={<FormattedMessage id={emptyKey} />} />}
      >
        {(data) => children(data.content)}
      </QueryView>
      {pageCount > 1 && <Pager page={page} pageCount={pageCount} onPage={onPage} />}
    </>
  );
}

function Redemptions() {
  const [page, setPage] = useState(1);
  const query = useGetRedemptionsQuery({ pageNum: page, pageSize: POINT_HISTORY_PAGE_SIZE, language: useLanguage().language });
  return (
    <PagedHistory query={query} page={page} onPage={setPage} emptyKey="wallet.points.noRedemptions">
      {(records) => <RedemptionTable records={records} />}
    </PagedHistory>
  );
}

function RedemptionTable({ records }: { records: Redemption[] }) {
  const intl = useIntl();
  return (
    <RecordTable<Redemption>
      caption={intl.formatMessage({ id: 'wallet.points.history' })}
      records={records}
      recordKey={(row) => row.redeemId}
      columns={[
        { key: 'time', header: intl.formatMessage({ id: 'wallet.points.time' }), render: (row) => <DateTime value={row.createTime} /> },
        { key: 'reward', header: intl.formatMessage({ id: 'wallet.points.reward' }), render: (row) => <bdi>{row.rewardName}</bdi> },
        {
          key: 'quantity',
          header: intl.formatMessage({ id: 'wallet.points.quantity' }),
          render: (row) => intl.formatNumber(row.redeemQuantity),
          align: 'end',
        },
        {
          key: 'points',
          header: intl.formatMessage({ id: 'wallet.points.points' }),
          render: (row) => intl.formatNumber(row.changedPoints),
          align: 'end',
        },
        {
          key: 'status',
          header: intl.formatMessage({ id: 'wallet.points.status' }),
          render: (row) => <Badge tone={REDEEM_STATUS[row.status].tone}>{intl.formatMessage({ id: REDEEM_STATUS[row.status].key })}</Badge>,
        },
      ]}
    />
  );
}

function Transactions() {
  const [page, setPage] = useState(1);
  const query = useGetPointTransactionsQuery({ pageNum: page, pageSize: POINT_HISTORY_PAGE_SIZE, language: useLanguage().language });
  return (
    <PagedHistory query={query} page={page} onPage={setPage} emptyKey="wallet.points.noTransactions">
      {(records) => <TransactionTable records={records} />}
    </PagedHistory>
  );
}

function TransactionTable({ records }: { records: PointTransaction[] }) {
  const intl = useIntl();
  return (
    <RecordTable<PointTransaction>
      caption={intl.formatMessage({ id: 'wallet.points.transactions' })}
      records={records}
      recordKey={(row) => row.transId}
      columns={[
        { key: 'time', header: intl.formatMessage({ id: 'wallet.points.time' }), render: (row) => <DateTime value={row.createTime} /> },
        {
          key: 'type',
          header: intl.formatMessage({ id: 'wallet.points.type' }),
          render: (row) => intl.formatMessage({ id: TRANSACTION_KEYS[row.type] }),
        },
        {
          key: 'points',
          header: intl.formatMessage({ id: 'wallet.points.points' }),
          // A change of nothing is "0", not "+0".
          render: (row) => intl.formatNumber(row.changedPoints, { signDisplay: 'exceptZero' }),
          align: 'end',
        },
        {
          key: 'after',
          header: intl.formatMessage({ id: 'wallet.points.after' }),
          render: (row) => intl.formatNumber(row.pointsAfter),
          align: 'end',
        },
        { key: 'remark', header: intl.formatMessage({ id: 'wallet.points.remark' }), render: (row) => row.remark },
      ]}
    />
  );
}

type View = 'rewards' | 'convert' | 'history' | 'transactions';
const VIEWS: Record<View, string> = {
  rewards: 'wallet.points.rewards',
  convert: 'wallet.points.convert',
  history: 'wallet.points.history',
  transactions: 'wallet.points.transactions',
};

/** The points mall (spec §3, §7): balance and config, rewards to redeem behind the payment password, conversion, and both histories. */
export function PointMall() {
  const intl = useIntl();
  const [view, setView] = useState<View>('rewards');
  // The merchant's config says whether points convert to money; without it, no conversion is offered.
  const convertible = useGetPointConfigQuery().data?.enabled !== false;
  const views = (Object.keys(VIEWS) as View[]).filter((key) => key !== 'convert' || convertible);
  // Asked with the page, not when a form opens: a form shown and then swapped for the set-password form would lose its input.
  useGetProfileQuery();
  return (
    <>
      <Balance />
      <Tabs<View>
        label={intl.formatMessage({ id: 'page.pointMall.title' })}
        tabs={views.map((key) => ({ key, label: <FormattedMessage id={VIEWS[key]} /> }))}
        selected={view}
        onSelect={setView}
      >
        {view === 'rewards' && <Rewards />}
        {view === 'convert' && convertible && <Convert />}
        {view === 'history' && <Redemptions />}
        {view === 'transactions' && <Transactions />}
      </Tabs>
    </>
  );
}

/** `/pointMall` (header and footer): the points mall, for a logged-in player. */
export default function PointMallPage() {
  // A store without the session slice (the page alone in a story) leaves the asking to the server.
  const loggedIn = useSelector((state: { [SESSION_SLICE]?: SessionState }) =>
    state[SESSION_SLICE] ? selectToken(state as never) !== null : true,
  );
  // Spec §6: a trial account has no points to spend; every point call would be refused with the same words.
  const trial = useSelector((state: { [SESSION_SLICE]?: SessionState }) => (state[SESSION_SLICE] ? selectIsTrial(state as never) : false));
  const guard = useGuardedAction();
  return (
    <Page aria-labelledby="point-mall-title">
      <h1 id="point-mall-title">
        <FormattedMessage id="page.pointMall.title" />
      </h1>
      {loggedIn && !trial ? (
        <PointMall />
      ) : (
        <EmptyState
          title={<FormattedMessage id={trial ? ERROR_MESSAGE_KEYS.needTrueAccount : 'wallet.points.loginFirst'} />}
          // A guest's way on is here, not only in the header: the login popup, through the site's guard. A trial account
          // is already logged in and reads spec §8's warning here (as on responsible gaming and the VIP page): a "Log in"
          // would only repeat it, and its confirm button (in_increase_submit) only closes a warning, which a page is not.
          action={
            trial ? undefined : (
              <Button onClick={() => guard(() => undefined, { realAccount: true })}>
                <FormattedMessage id="errors.action.logIn" />
              </Button>
            )
          }
        />
      )}
    </Page>
  );
}
