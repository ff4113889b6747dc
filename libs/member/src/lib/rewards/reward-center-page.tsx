import { useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  isRaffleDrawable,
  RAFFLE_CATEGORY,
  useActionKey,
  useCdn,
  useClaimRaffleMutation,
  useGetRewardCenterQuery,
  useJoinPromotionMutation,
  useRequestPromotionRewardMutation,
  type Res,
} from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { Badge, Button, Card, EmptyState, type BadgeTone, QueryView, FailureMessage, useTakeFocus, DoneLine } from '@wl/ui-kit';
import styled from 'styled-components';
import { useMemberCurrency } from '../common/money';
import { Grid, PageStack, Row } from '../common/page-parts';
import { PageTitle } from '../common/page-title';

type Entry = Res<'promotions', 'rewardCenter'>[number];
type Status = NonNullable<Entry['status']>;

/** Spec §4 activity statuses, each with its label and tone. */
export const ACTIVITY_STATUS: Record<Status, { key: string; tone: BadgeTone }> = {
  JOINED: { key: 'member.rewards.status.JOINED', tone: 'secondary' },
  APPLYING: { key: 'member.rewards.status.APPLYING', tone: 'warning' },
  REJECTED: { key: 'member.rewards.status.REJECTED', tone: 'danger' },
  ISSUED: { key: 'member.rewards.status.ISSUED', tone: 'success' },
  CLAIMED: { key: 'member.rewards.status.CLAIMED', tone: 'success' },
  PROCESS: { key: 'member.rewards.status.PROCESS', tone: 'warning' },
  CLOSE: { key: 'member.rewards.status.CLOSE', tone: 'neutral' },
  COMING_SOON: { key: 'member.rewards.status.COMING_SOON', tone: 'neutral' },
};

const Banner = styled.img`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/** The newest of the list's status and the actions' answers (each with when it came): the list may not have caught up yet. */
function newestStatus(answers: ReadonlyArray<{ status: Status | null; at: number } | null>): Status | null {
  let newest: { status: Status | null; at: number } | null = null;
  for (const answer of answers) if (answer && (!newest || answer.at >= newest.at)) newest = answer;
  return newest?.status ?? null;
}

function RewardCard({ entry, listedAt }: { entry: Entry; listedAt: number }) {
  const [join, joining] = useJoinPromotionMutation();
  const [request, requesting] = useRequestPromotionRewardMutation();
  const [claim, claiming] = useClaimRaffleMutation();
  // Asked for with the card, so a prize won shows in the wallet's currency at once.
  const { format } = useMemberCurrency();
  // A path without a leading slash is a file on the image hosts (spec §9), as the promotions page's pictures are.
  const imageUrl = useCdn('imageCDNs');
  const busy = joining.isLoading || requesting.isLoading || claiming.isLoading;
  const args = { promotionId: entry.promotionId };
  // A reward and a prize add to the balance: each keeps one key across a retry after a lost answer, so it is claimed once.
  // Named as the promotion's page names it (content's promo-detail-page.tsx): a retry from there is the same request.
  const requestAction = useActionKey(`rewardRequest ${entry.promotionId}`, args);
  const claimAction = useActionKey(`rewardClaim ${entry.promotionId}`, args);
  const requestOnce = async () => requestAction.settle((await request({ ...args, idempotencyKey: requestAction.key() })).error);
  const claimOnce = async () => claimAction.settle((await claim({ ...args, idempotencyKey: claimAction.key() })).error);
  const current = newestStatus([
    { status: entry.status, at: listedAt },
    joining.data && joining.fulfilledTimeStamp ? { status: joining.data.status, at: joining.fulfilledTimeStamp } : null,
    requesting.data && requesting.fulfilledTimeStamp ? { status: requesting.data.status, at: requesting.fulfilledTimeStamp } : null,
    // A prize won is today's draw used: the draw goes at once, not when the list has caught up.
    claiming.data && claiming.fulfilledTimeStamp ? { status: 'CLAIMED', at: claiming.fulfilledTimeStamp } : null,
  ]);
  // The button pressed goes with its answer: the focus moves to what replaced it (the new status, the prize), which is read out.
  const statusText = useRef<HTMLSpanElement>(null);
  const actedAt = Math.max(joining.fulfilledTimeStamp ?? 0, requesting.fulfilledTimeStamp ?? 0);
  useTakeFocus(statusText, actedAt > 0, actedAt);
  const action =
    entry.category === RAFFLE_CATEGORY ? (
      isRaffleDrawable(current) && (
        <Button onClick={() => void claimOnce()} busy={busy}>
          <FormattedMessage id="member.rewards.claimRaffle" />
        </Button>
      )
    ) : current === null ? (
      <Button variant="secondary" onClick={() => void join(args)} busy={busy}>
        <FormattedMessage id="member.rewards.join" />
      </Button>
    ) : current === 'JOINED' ? (
      <Button onClick={() => void requestOnce()} busy={busy}>
        <FormattedMessage id="member.rewards.request" />
      </Button>
    ) : null;
  const status = current ? ACTIVITY_STATUS[current] : null;
  return (
    <Card
      heading={<bdi>{entry.title}</bdi>}
      actions={
        status && (
          <span ref={statusText} tabIndex={-1}>
            <Badge tone={status.tone}>{<FormattedMessage id={status.key} />}</Badge>
          </span>
        )
      }
    >
      {entry.imageUrl && <Banner src={imageUrl(entry.imageUrl)} alt="" loading="lazy" />}
      <Row>{action}</Row>
      {claiming.data && (
        <DoneLine focusKey={claiming.fulfilledTimeStamp}>
          <FormattedMessage id="member.rewards.won" values={{ prize: claiming.data.prizeName, amount: format(claiming.data.amount) }} />
        </DoneLine>
      )}
      <FailureMessage error={joining.error ?? requesting.error ?? claiming.error} />
    </Card>
  );
}

/** Spec §2 rewardCenter: the promotions open to the player with their status; join, request the reward, claim the raffle. */
export default function RewardCenterPage() {
  const query = useGetRewardCenterQuery({ language: useLanguage().language });
  return (
    <PageStack aria-labelledby="member-rewards-title">
      <PageTitle id="member-rewards-title">
        <FormattedMessage id="member.entry.rewardCenter" />
      </PageTitle>
      <QueryView
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={<FormattedMessage id="member.rewards.empty" />} />}
      >
        {(list) => (
          <Grid>
            {list.map((entry) => (
              <RewardCard key={entry.promotionId} entry={entry} listedAt={query.fulfilledTimeStamp ?? 0} />
            ))}
          </Grid>
        )}
      </QueryView>
    </PageStack>
  );
}
