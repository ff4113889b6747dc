import { useEffect, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useSelector } from 'react-redux';
import styled, { useTheme } from 'styled-components';
import {
  errorMessageKey,
  isRaffleDrawable,
  PROMO_DETAIL_QUERY,
  RAFFLE_CATEGORY,
  siteAnnouncements,
  useActionKey,
  useCdn,
  useClaimRaffleMutation,
  useGetAnnouncementsQuery,
  useGetRewardCenterQuery,
  useJoinPromotionMutation,
  useRequestPromotionRewardMutation,
  useWalletCurrency,
} from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { formatAmount, useLanguage } from '@wl/i18n';
import { selectIsLoggedIn, selectIsTrial, selectToken, useGuardedAction } from '@wl/session';
import { Badge, Button, CallFailure, DoneLine, EmptyState, isFocusLost, SafeHtml, Skeleton, takenFocus, useTakeFocus } from '@wl/ui-kit';
import { WebPageLink } from '../web-page-link';
import { ContentPage } from '../pages/content-page';
import { ActivityApplicationForm } from './activity-application-form';
import { PROMOTION_IMAGE } from './promotion-image';
import { ACTIVITY_STATUS_KEYS, categoryKey, type ActivityStatus } from './promotion-labels';
import { WinnersList } from '../winners/winners-list';

/** The statuses in which the player may (re)apply with a comment and images. */
const MAY_APPLY: ReadonlyArray<ActivityStatus | null> = ['JOINED', 'REJECTED'];

/** A status as one answer gave it, and when that answer came (epoch ms, as RTK stamps its answers). */
interface StatusAnswer {
  status: ActivityStatus | null;
  at: number;
}

/**
 * The newest answer's status: an action's answer outdates the reward center's list, and the list asked
 * again after it outdates the answer. On a tie the later-listed answer (an action's) wins.
 */
function newestStatus(answers: ReadonlyArray<StatusAnswer | undefined>): ActivityStatus | null {
  let newest: StatusAnswer | undefined;
  for (const answer of answers) if (answer && (!newest || answer.at >= newest.at)) newest = answer;
  return newest?.status ?? null;
}

const answerOf = (status: ActivityStatus | null | undefined, at: number | undefined): StatusAnswer | undefined =>
  status === undefined || at === undefined ? undefined : { status, at };

const Layout = styled.div`
  display: grid;
  grid-template-columns: 3fr minmax(${({ theme }) => theme.layout.asideColumn}, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Body = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;

  img {
    max-inline-size: 100%;
    block-size: auto;
  }
`;

const Image = styled.img`
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${PROMOTION_IMAGE.width} / ${PROMOTION_IMAGE.height};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Sent = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.success};
`;

/** The status, focused by the page when an action's button goes. */
const StatusText = styled.span`
  ${takenFocus}
  &:focus-visible {
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

/** A raffle's prize, in the wallet's currency: asked for only once a draw has won, so a guest's page asks no balance. */
function RaffleWon({ prize, amount, at }: { prize: string; amount: number; at: number }) {
  const intl = useIntl();
  const { currencySymbol } = useWalletCurrency();
  return (
    <DoneLine focusKey={at}>
      <FormattedMessage id="member.rewards.won" values={{ prize, amount: formatAmount(intl, amount, currencySymbol) }} />
    </DoneLine>
  );
}

/**
 * `/promoDetail?promotionId=…`: the promotion's body, the player's status, join, request reward and the activity
 * application; a raffle offers its draw instead, as the reward center does.
 */
export default function PromoDetailPage() {
  const id = Number(useSearchParams()[0].get(PROMO_DETAIL_QUERY));
  const token = useSelector(selectToken);
  // A link to another promotion keeps the route mounted: keyed, its answers, application and focus start afresh.
  // So does a session's end (logout, the server ending it, another login): an earlier player's answers and
  // reward key stay theirs, not the guest's or the next player's on a shared device.
  return <PromotionDetail key={`${id}:${token ?? ''}`} id={id} />;
}

function PromotionDetail({ id }: { id: number }) {
  const theme = useTheme();
  const guard = useGuardedAction();
  const loggedIn = useSelector(selectIsLoggedIn);
  const trial = useSelector(selectIsTrial);
  const { language } = useLanguage();
  const announcements = useGetAnnouncementsQuery(siteAnnouncements(useBrand(), language));
  const promotion = announcements.data?.promotion?.find((entry) => entry.id === id);
  // A path without a leading slash is a file on the image hosts (spec §9).
  const imageUrl = useCdn('imageCDNs');
  // The player's status is asked only for a promotion that is shown, and never for a trial account, which
  // the reward center refuses (spec §6): its Join meets the real-account warning instead.
  const rewards = useGetRewardCenterQuery({ language }, { skip: !loggedIn || trial || !promotion });
  const [join, joining] = useJoinPromotionMutation();
  const [requestReward, requesting] = useRequestPromotionRewardMutation();
  // A reward adds to the balance: its request keeps one key across a retry after a lost answer, so it is claimed once.
  // Named as the reward center names it (member's reward-center-page.tsx): a retry from there is the same request.
  const rewardAction = useActionKey(`rewardRequest ${id}`, { promotionId: id });
  const requestRewardOnce = async (promotionId: number) =>
    rewardAction.settle((await requestReward({ promotionId, idempotencyKey: rewardAction.key() })).error);
  // A prize adds to the balance too; named as the reward center names its draw, so a retry from there is the same draw.
  const [claimRaffle, claiming] = useClaimRaffleMutation();
  const drawAction = useActionKey(`rewardClaim ${id}`, { promotionId: id });
  const drawOnce = async (promotionId: number) =>
    drawAction.settle((await claimRaffle({ promotionId, idempotencyKey: drawAction.key() })).error);
  const raffle = promotion?.category === RAFFLE_CATEGORY;
  const [applied, setApplied] = useState<StatusAnswer>();

  // The newest answer wins (spec §4): each action's answer, and the reward center's list asked again after it.
  const listed = rewards.data && (rewards.data.find((entry) => entry.promotionId === id)?.status ?? null);
  const status = newestStatus([
    answerOf(listed, rewards.fulfilledTimeStamp),
    answerOf(joining.data?.status, joining.fulfilledTimeStamp),
    answerOf(requesting.data?.status, requesting.fulfilledTimeStamp),
    // A prize won is today's draw used: the draw goes at once, not when the list has caught up.
    answerOf(claiming.data && 'CLAIMED', claiming.fulfilledTimeStamp),
    applied,
  ]);
  const actionError = joining.error ?? requesting.error ?? claiming.error;

  // The button pressed (Join, Request reward, the application's submit) goes with its answer: the focus moves to the new status.
  const statusText = useRef<HTMLSpanElement>(null);
  const actedAt = Math.max(joining.fulfilledTimeStamp ?? 0, requesting.fulfilledTimeStamp ?? 0, applied?.at ?? 0);
  useTakeFocus(statusText, actedAt > 0, actedAt);

  // A failed action's button stays, busy then pressable, and keeps the focus; but the status asked again after the
  // failure can still take it away: its own failure (whose Try again comes in its place) or the action applied after
  // all. A focus it held then goes to what came in its place, not the page start. Only one it held: a button the
  // player left before it went is forgotten, so a focus they put elsewhere stays there.
  const statusPart = useRef<HTMLDivElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const pressed = useRef<HTMLElement | null>(null);
  const remember = (event: MouseEvent<HTMLElement>) => {
    pressed.current = event.currentTarget;
  };
  const forget = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.isConnected && pressed.current === event.currentTarget) pressed.current = null;
  };
  useEffect(() => {
    const button = pressed.current;
    if (!button || button.isConnected) return;
    pressed.current = null;
    if (!isFocusLost()) return;
    const next = statusText.current ?? statusPart.current?.querySelector('button') ?? actions.current?.querySelector('button');
    next?.focus({ preventScroll: true });
  });

  let content;
  if (announcements.isLoading) {
    content = <Skeleton blockSize={theme.size.tile} />;
  } else if (announcements.error) {
    content = <CallFailure error={announcements.error} onRetry={() => void announcements.refetch()} retrying={announcements.isFetching} />;
  } else if (!promotion) {
    content = (
      <EmptyState
        title={<FormattedMessage id="promotion.notFound" />}
        action={
          <Link to="/promotions">
            <FormattedMessage id="promotion.backToList" />
          </Link>
        }
      />
    );
  } else {
    content = (
      <Body aria-label={promotion.title}>
        {promotion.imageUrl && (
          <Image src={imageUrl(promotion.imageUrl)} alt="" width={PROMOTION_IMAGE.width} height={PROMOTION_IMAGE.height} />
        )}
        <Meta>
          <Badge>
            <FormattedMessage id={categoryKey(promotion.category)} />
          </Badge>
          {status && (
            <StatusText ref={statusText} tabIndex={-1}>
              <Badge tone="primary">
                <FormattedMessage id={ACTIVITY_STATUS_KEYS[status]} />
              </Badge>
            </StatusText>
          )}
        </Meta>
        <SafeHtml html={promotion.content} />
        {rewards.error && (
          // Without the player's status, joining could repeat a join: the status part says so and retries.
          <div ref={statusPart}>
            <CallFailure error={rewards.error} onRetry={() => void rewards.refetch()} retrying={rewards.isFetching} />
          </div>
        )}
        <Actions ref={actions}>
          {/* Busy, not disabled, while the call is out: a failure leaves the keyboard on the button pressed, not the page start. */}
          {raffle && isRaffleDrawable(status) && !rewards.error && !rewards.isLoading && (
            <Button
              busy={claiming.isLoading}
              onBlur={forget}
              onClick={(event) => {
                remember(event);
                guard(() => void drawOnce(promotion.id), { realAccount: true });
              }}
            >
              <FormattedMessage id="member.rewards.claimRaffle" />
            </Button>
          )}
          {!raffle && status === null && !rewards.error && !rewards.isLoading && (
            <Button
              busy={joining.isLoading}
              onBlur={forget}
              onClick={(event) => {
                remember(event);
                guard(() => void join({ promotionId: promotion.id }), { realAccount: true });
              }}
            >
              <FormattedMessage id="promotion.join" />
            </Button>
          )}
          {!raffle && status === 'JOINED' && (
            <Button
              variant="secondary"
              busy={requesting.isLoading}
              onBlur={forget}
              onClick={(event) => {
                remember(event);
                guard(() => void requestRewardOnce(promotion.id), { realAccount: true });
              }}
            >
              <FormattedMessage id="promotion.requestReward" />
            </Button>
          )}
          <WebPageLink link={promotion.externalLink}>
            <FormattedMessage id="promotion.externalLink" />
          </WebPageLink>
        </Actions>
        {actionError && (
          <Refused role="alert">
            <FormattedMessage id={errorMessageKey(actionError)} />
          </Refused>
        )}
        {claiming.data && claiming.fulfilledTimeStamp && (
          <RaffleWon prize={claiming.data.prizeName} amount={claiming.data.amount} at={claiming.fulfilledTimeStamp} />
        )}
        {loggedIn && !raffle && MAY_APPLY.includes(status) && (
          <ActivityApplicationForm promotionId={promotion.id} onApplied={(answer) => setApplied({ status: answer, at: Date.now() })} />
        )}
        {applied && (
          <Sent role="status">
            <FormattedMessage id="promotion.apply.sent" />
          </Sent>
        )}
      </Body>
    );
  }

  return (
    <ContentPage title={promotion?.title ?? <FormattedMessage id="page.promoDetail.title" />}>
      <Layout>
        {content}
        <WinnersList />
      </Layout>
    </ContentPage>
  );
}
