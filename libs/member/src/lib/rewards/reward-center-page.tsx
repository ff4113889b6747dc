import { FormattedMessage } from 'react-intl';
import {
  useClaimRaffleMutation,
  useGetRewardCenterQuery,
  useJoinPromotionMutation,
  useRequestPromotionRewardMutation,
  type Res,
} from '@wl/api-client';
import { Amount } from '@wl/i18n';
import { Badge, Button, Card, EmptyState, type BadgeTone, QueryView, FailureMessage } from '@wl/ui-kit';
import styled from 'styled-components';
import { Grid, PageStack, PageTitle, Row, Success } from '../common/page-parts';

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

/** The promotion category of the daily raffle. */
const RAFFLE = 'RAFFLE';
/** A raffle can be drawn unless today's draw is claimed, or the raffle is closed or not open yet. */
const RAFFLE_NOT_DRAWABLE: ReadonlySet<Status | null> = new Set(['CLAIMED', 'CLOSE', 'COMING_SOON']);

const Banner = styled.img`
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

function RewardCard({ entry }: { entry: Entry }) {
  const [join, joining] = useJoinPromotionMutation();
  const [request, requesting] = useRequestPromotionRewardMutation();
  const [claim, claiming] = useClaimRaffleMutation();
  const busy = joining.isLoading || requesting.isLoading || claiming.isLoading;
  const args = { promotionId: entry.promotionId };
  const action =
    entry.category === RAFFLE ? (
      !RAFFLE_NOT_DRAWABLE.has(entry.status) && (
        <Button onClick={() => void claim(args)} disabled={busy}>
          <FormattedMessage id="member.rewards.claimRaffle" />
        </Button>
      )
    ) : entry.status === null ? (
      <Button variant="secondary" onClick={() => void join(args)} disabled={busy}>
        <FormattedMessage id="member.rewards.join" />
      </Button>
    ) : entry.status === 'JOINED' ? (
      <Button onClick={() => void request(args)} disabled={busy}>
        <FormattedMessage id="member.rewards.request" />
      </Button>
    ) : null;
  const status = entry.status ? ACTIVITY_STATUS[entry.status] : null;
  return (
    <Card heading={<bdi>{entry.title}</bdi>} actions={status && <Badge tone={status.tone}>{<FormattedMessage id={status.key} />}</Badge>}>
      {entry.imageUrl && <Banner src={entry.imageUrl} alt="" loading="lazy" />}
      <Row>{action}</Row>
      {claiming.data && (
        <Success>
          <FormattedMessage
            id="member.rewards.won"
            values={{ prize: claiming.data.prizeName, amount: <Amount value={claiming.data.amount} /> }}
          />
        </Success>
      )}
      <FailureMessage error={joining.error ?? requesting.error ?? claiming.error} />
    </Card>
  );
}

/** Spec §2 rewardCenter: the promotions open to the player with their status; join, request the reward, claim the raffle. */
export default function RewardCenterPage() {
  const query = useGetRewardCenterQuery();
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
              <RewardCard key={entry.promotionId} entry={entry} />
            ))}
          </Grid>
        )}
      </QueryView>
    </PageStack>
  );
}
