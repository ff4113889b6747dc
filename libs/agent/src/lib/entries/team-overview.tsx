import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { currentAnswer, useGetTeamOverviewQuery } from '@wl/api-client';
import { DateRangePicker, EmptyState, isCompleteRange, type DateRange } from '@wl/ui-kit';
import { defaultRange, REPORT_PERIODS, REPORT_PRESETS, toDayRange } from '../reports/date-range';
import { Money } from '../ui/money';
import { Figure, Figures, Page, PageTitle, QueryState } from '../ui/parts';

const COUNTS = ['members', 'activeMembers', 'newMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'teamBalance'] as const;

/** The team over a period: head counts and money; the balance is the team's now. */
export function TeamOverviewEntry() {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const complete = isCompleteRange(range);
  const query = useGetTeamOverviewQuery(toDayRange(range), { skip: !complete });
  // Only the chosen range's figures: while another range loads, it loads, rather than showing the last range's under the new dates.
  const { data, isLoading: loading } = currentAnswer(query);
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
          query={{ ...query, isLoading: loading }}
          isEmpty={data?.members === 0}
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
