import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentAnswer, useGetDownlinesQuery, useGetTeamOverviewQuery } from '@wl/api-client';
import { DateRangePicker, EmptyState, isCompleteRange, type DateRange } from '@wl/ui-kit';
import { defaultRange, REPORT_PERIODS, REPORT_PRESETS, toDayRange } from '../reports/date-range';
import { Money } from '../ui/money';
import { Figure, Figures, Page, PageTitle, QueryState } from '../ui/parts';

const COUNTS = ['members', 'activeMembers', 'newMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'teamBalance'] as const;
/** The whole team (no level), one row: its total is how many members the team has now. */
const TEAM_SIZE_PROBE = { pageNum: 1, pageSize: 1 };

/** The team over a period: head counts and money; the balance is the team's now. */
export function TeamOverviewEntry() {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const complete = isCompleteRange(range);
  const query = useGetTeamOverviewQuery(toDayRange(range), { skip: !complete });
  // Only the chosen range's figures: while another range loads, it loads, rather than showing the last range's under the new dates.
  const { data, isLoading: loading } = currentAnswer(query);
  // The range's `members` are those who had joined by its end: none before the team existed. The team is said to have
  // no members only when the whole team, asked for once such a range shows none, has none now; otherwise the range's
  // figures show, zeros and all, with the team's balance now.
  const teamSize = useGetDownlinesQuery(TEAM_SIZE_PROBE, { skip: data?.members !== 0 });
  const teamEmpty = data?.members === 0 && teamSize.currentData?.totalElements === 0;
  return (
    <Page>
      <PageTitle>
        <FormattedMessage id="agent.entry.teamOverview" />
      </PageTitle>
      <DateRangePicker
        label={intl.formatMessage({ id: 'agent.report.range' })}
        value={range}
        onChange={setRange}
        presets={REPORT_PRESETS}
        periods={REPORT_PERIODS}
      />
      {complete ? (
        <QueryState
          // Waits for the team's size; without it (its call failed) the range's figures show, not a failure the agent did not ask for.
          query={{ ...query, isLoading: loading || teamSize.isLoading }}
          isEmpty={teamEmpty}
          empty={<FormattedMessage id="agent.empty.teamOverview" />}
        >
          {data && (
            <Figures>
              {COUNTS.map((key) => (
                <Figure key={key} labelId={`agent.overview.${key}`}>
                  {intl.formatNumber(data[key])}
                </Figure>
              ))}
              {AMOUNTS.map((key) => (
                <Figure key={key} labelId={`agent.overview.${key}`}>
                  <Money value={data[key]} />
                </Figure>
              ))}
            </Figures>
          )}
        </QueryState>
      ) : (
        <EmptyState title={<FormattedMessage id="records.completeRange" />} />
      )}
    </Page>
  );
}
