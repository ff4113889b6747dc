import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { ERROR_MESSAGE_KEYS, useGetMemberInfoQuery, useGetVipQuery, useWalletCurrency, type VipRank } from '@wl/api-client';
import { Amount } from '@wl/i18n';
import { selectIsTrial, selectToken, SESSION_SLICE, useGuardedAction, type SessionState } from '@wl/session';
import { Badge, bareList, Button, CallFailure, Card, EmptyState, Skeleton } from '@wl/ui-kit';
import styled, { useTheme } from 'styled-components';
import { BackToSite } from './back-to-site';

const Page = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  inline-size: min(100%, ${({ theme }) => theme.layout.contentWidth});
  min-block-size: 100vh;
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  align-content: start;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

const Ladder = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${({ theme }) => theme.size.sheet} / 2)), 1fr));
  ${bareList}
`;

const Rank = styled.li<{ $current: boolean }>`
  display: grid;
  border-radius: ${({ theme }) => theme.radius.md};
  outline: ${({ theme, $current }) => ($current ? `${theme.size.borderStrong} solid ${theme.colors.primary}` : 'none')};
`;

const Benefits = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: 0;

  dd {
    margin: 0;
    text-align: end;
  }
`;

const Progress = styled.progress`
  inline-size: 100%;
  block-size: ${({ theme }) => theme.space.md};
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** A VIP amount (bonus, turnover) in the player's wallet currency, as their turnover is counted. */
function Money({ value }: { value: number }) {
  return <Amount value={value} currencySymbol={useWalletCurrency().currencySymbol} />;
}

function RankBenefits({ rank }: { rank: VipRank }) {
  const intl = useIntl();
  return (
    <Benefits>
      <dt>
        <FormattedMessage id="vip.benefit.rebate" />
      </dt>
      <dd>{intl.formatNumber(rank.benefits.rebatePercent / 100, { style: 'percent', maximumFractionDigits: 1 })}</dd>
      <dt>
        <FormattedMessage id="vip.benefit.withdrawals" />
      </dt>
      <dd>{intl.formatNumber(rank.benefits.dailyWithdrawals)}</dd>
      <dt>
        <FormattedMessage id="vip.benefit.birthday" />
      </dt>
      <dd>
        <Money value={rank.benefits.birthdayBonus} />
      </dd>
      <dt>
        <FormattedMessage id="vip.benefit.upgrade" />
      </dt>
      <dd>
        <Money value={rank.benefits.upgradeBonus} />
      </dd>
      <dt>
        <FormattedMessage id="vip.benefit.service" />
      </dt>
      <dd>
        <FormattedMessage id={rank.benefits.vipService ? 'vip.benefit.yes' : 'vip.benefit.no'} />
      </dd>
    </Benefits>
  );
}

function Club() {
  const intl = useIntl();
  const theme = useTheme();
  const info = useGetMemberInfoQuery();
  const vip = useGetVipQuery();
  const failed = info.error ?? vip.error;
  // A retry keeps the error and its busy button in place: a skeleton would drop the focus from under the player.
  if (!failed && (info.isLoading || vip.isLoading)) return <Skeleton blockSize={theme.size.tile} />;
  if (!info.data || !vip.data) {
    return (
      <CallFailure
        error={failed}
        onRetry={() => {
          void info.refetch();
          void vip.refetch();
        }}
        retrying={info.isFetching || vip.isFetching}
      />
    );
  }
  const level = info.data.clubLabel?.rankLevel ?? 0;
  // The ladder from its lowest rank, whatever order the answer lists it in.
  const ranks = [...vip.data.ranks].sort((a, b) => a.rankLevel - b.rankLevel);
  const current = ranks.find((rank) => rank.rankLevel === level);
  // The lowest rank above the player's, not level + 1: an operator's ladder may skip a level.
  const next = ranks.find((rank) => rank.rankLevel > level);
  const label = info.data.clubLabel?.labelName ?? current?.labelName ?? '';
  // A bar only while turnover is still to be made: a next rank that needs none (its threshold 0, or one
  // already passed) would be a progress with nothing to fill (max 0 is invalid, read as empty or full).
  const toMake = next && next.turnoverRequired > vip.data.turnover ? next : undefined;
  return (
    <>
      <Card heading={<FormattedMessage id="vip.current" values={{ label }} />}>
        {toMake ? (
          <>
            <Progress
              max={toMake.turnoverRequired}
              value={vip.data.turnover}
              aria-label={intl.formatMessage({ id: 'vip.progressLabel' }, { next: toMake.labelName })}
            />
            <span>
              <FormattedMessage
                id="vip.progress"
                values={{
                  turnover: <Money value={vip.data.turnover} />,
                  required: <Money value={toMake.turnoverRequired} />,
                  next: toMake.labelName,
                }}
              />
            </span>
          </>
        ) : next ? (
          <FormattedMessage id="vip.nextReached" values={{ next: next.labelName }} />
        ) : (
          <FormattedMessage id="vip.top" />
        )}
      </Card>
      <section aria-labelledby="vip-ranks-title">
        <h2 id="vip-ranks-title">
          <FormattedMessage id="vip.ranks" />
        </h2>
        <Ladder>
          {ranks.map((rank) => (
            <Rank key={rank.rankLevel} $current={rank.rankLevel === level} aria-current={rank.rankLevel === level ? 'true' : undefined}>
              <Card
                heading={rank.labelName}
                // Under the ranks' own level-2 heading, so the outline nests.
                headingLevel={3}
                actions={rank.rankLevel === level ? <Badge tone="primary">{intl.formatMessage({ id: 'vip.yourRank' })}</Badge> : undefined}
              >
                <span>
                  <FormattedMessage id="vip.required" values={{ amount: <Money value={rank.turnoverRequired} /> }} />
                </span>
                <RankBenefits rank={rank} />
              </Card>
            </Rank>
          ))}
        </Ladder>
      </section>
    </>
  );
}

/** `/vip`, without header or footer (spec §2): the player's rank from the club label, each rank's benefits, progress to the next, a way back. */
export default function VipPage() {
  const session = useSelector((state: { [SESSION_SLICE]?: SessionState }) => state[SESSION_SLICE]);
  // A store without the session slice (the page alone in a story) leaves the asking to the server.
  const loggedIn = session ? selectToken({ [SESSION_SLICE]: session }) !== null : true;
  const trial = session ? selectIsTrial({ [SESSION_SLICE]: session }) : false;
  const guard = useGuardedAction();
  return (
    <Page>
      <BackToSite />
      <Title>
        <FormattedMessage id="page.vip.title" />
      </Title>
      {loggedIn && !trial ? (
        <Club />
      ) : (
        <EmptyState
          title={<FormattedMessage id={trial ? ERROR_MESSAGE_KEYS.needTrueAccount : 'vip.loginFirst'} />}
          // The page has no header (spec §2): a guest's way to log in is here. A trial account is already logged in
          // and has no way on from here (as on responsible gaming): a "Log in" would only repeat the warning.
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
