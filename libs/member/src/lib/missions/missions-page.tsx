import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetMissionLeaderboardQuery, useGetMissionSummaryQuery, type Res } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { Badge, Card, EmptyState, RecordTable, Select, Tabs, type BadgeTone, QueryView } from '@wl/ui-kit';
import styled from 'styled-components';
import { useMemberCurrency } from '../common/money';
import { Grid, Muted, PageStack } from '../common/page-parts';
import { PageTitle } from '../common/page-title';

type Mission = Res<'promotions', 'missionSummary'>['missions'][number];
type LeaderboardRow = Res<'promotions', 'missionLeaderboard'>[number];

export const MISSION_STATUS: Record<Mission['status'], { key: string; tone: BadgeTone }> = {
  OPEN: { key: 'member.missions.status.OPEN', tone: 'primary' },
  COMPLETED: { key: 'member.missions.status.COMPLETED', tone: 'success' },
  CLAIMED: { key: 'member.missions.status.CLAIMED', tone: 'neutral' },
};

const Progress = styled.progress`
  inline-size: 100%;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

/** A mission's bar, progress and reward, one under the other: side by side inline they ran together ("Reward:0 of 1 done"). */
const Lines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Line = styled.p`
  margin: 0;
`;

function Missions({ missions }: { missions: readonly Mission[] }) {
  const intl = useIntl();
  const { format } = useMemberCurrency();
  if (!missions.length) return <EmptyState title={<FormattedMessage id="member.missions.empty" />} />;
  return (
    <Grid>
      {missions.map((mission) => (
        <Card
          key={mission.missionId}
          heading={<bdi>{mission.title}</bdi>}
          actions={
            <Badge tone={MISSION_STATUS[mission.status].tone}>{intl.formatMessage({ id: MISSION_STATUS[mission.status].key })}</Badge>
          }
        >
          <Lines>
            <Progress
              max={mission.target}
              value={Math.min(mission.progress, mission.target)}
              aria-label={intl.formatMessage({ id: 'member.missions.progress' }, { progress: mission.progress, target: mission.target })}
            />
            <Line>
              <Muted>
                <FormattedMessage id="member.missions.progress" values={{ progress: mission.progress, target: mission.target }} />
              </Muted>
            </Line>
            <Line>
              <FormattedMessage id="member.missions.reward" values={{ amount: format(mission.reward) }} />
            </Line>
          </Lines>
        </Card>
      ))}
    </Grid>
  );
}

/** A leaderboard row and its place in the answer: ranks tie and names are masked, so only the place is unique. */
type PlacedRow = LeaderboardRow & { place: number };

function LeaderboardTable({ mission }: { mission: Mission }) {
  const intl = useIntl();
  const query = useGetMissionLeaderboardQuery({ missionId: mission.missionId });
  return (
    <QueryView query={query} isEmpty={(rows) => rows.length === 0}>
      {(rows) => (
        <RecordTable<PlacedRow>
          caption={intl.formatMessage({ id: 'member.missions.leaderboardOf' }, { mission: mission.title })}
          records={rows.map((row, place) => ({ ...row, place }))}
          recordKey={(row) => row.place}
          columns={[
            { key: 'rank', header: intl.formatMessage({ id: 'member.missions.rank' }), render: (row) => intl.formatNumber(row.rank) },
            { key: 'player', header: intl.formatMessage({ id: 'member.missions.player' }), render: (row) => row.userName },
            {
              key: 'score',
              header: intl.formatMessage({ id: 'member.missions.score' }),
              render: (row) => intl.formatNumber(row.score),
              align: 'end',
            },
          ]}
        />
      )}
    </QueryView>
  );
}

const Board = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Each mission has its own leaderboard (`missionId`): the player picks which, the first to begin with. */
function Leaderboard({ missions }: { missions: readonly Mission[] }) {
  const [chosenId, setChosenId] = useState<number>();
  if (!missions.length) return <EmptyState title={<FormattedMessage id="member.missions.empty" />} />;
  const mission = missions.find((candidate) => candidate.missionId === chosenId) ?? missions[0];
  return (
    <Board>
      <Select
        label={<FormattedMessage id="member.missions.pick" />}
        value={String(mission.missionId)}
        options={missions.map((candidate) => ({ value: String(candidate.missionId), label: candidate.title }))}
        onChange={(event) => setChosenId(Number(event.target.value))}
      />
      {/* Remounted per mission: until its answer comes, a skeleton, not the last mission's rows under this one's name. */}
      <LeaderboardTable key={mission.missionId} mission={mission} />
    </Board>
  );
}

type View = 'missions' | 'leaderboard';

/** Spec §2 missionLeaderboard (mission activity): missions with progress and reward, and the leaderboard. */
export default function MissionsPage() {
  const intl = useIntl();
  const [view, setView] = useState<View>('missions');
  const summary = useGetMissionSummaryQuery({ language: useLanguage().language });
  return (
    <PageStack aria-labelledby="member-missions-title">
      <PageTitle id="member-missions-title">
        <FormattedMessage id="member.entry.missionLeaderboard" />
      </PageTitle>
      <Tabs<View>
        label={intl.formatMessage({ id: 'member.entry.missionLeaderboard' })}
        tabs={[
          { key: 'missions', label: <FormattedMessage id="member.missions.tab" /> },
          { key: 'leaderboard', label: <FormattedMessage id="member.missions.leaderboard" /> },
        ]}
        selected={view}
        onSelect={setView}
      >
        {view === 'missions' ? (
          <QueryView query={summary}>{(data) => <Missions missions={data.missions} />}</QueryView>
        ) : (
          <QueryView query={summary}>{(data) => <Leaderboard missions={data.missions} />}</QueryView>
        )}
      </Tabs>
    </PageStack>
  );
}
