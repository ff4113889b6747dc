import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetTeamOverviewQuery, type TeamOverview } from '@wl/api-client';
import { DateRangePicker, type DateRange } from '@wl/ui-kit';
import { defaultRange, REPORT_PERIODS, REPORT_PRESETS, toDayRange } from '../reports/date-range';
import { Money } from '../ui/money';
import { Figures, Page, PageTitle, QueryState } from '../ui/parts';

const COUNTS = ['members', 'activeMembers', 'newMembers'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'teamBalance'] as const;

/** The team over a period: head counts and money; the balance is the team's now. */
export function TeamOverviewEntry() {
  const intl = useIntl();
  const [range, setRange] = useState<DateRange>(() => defaultRange());
  const complete = range.from !== '' && range.to !== '' && range.from <= range.to;
  const query = useGetTeamOverviewQuery(toDayRange(range), { skip: !complete });
  const data: TeamOverview | undefined = query.data;
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
      <QueryState query={query} isEmpty={data?.members === 0} empty={<FormattedMessage id="agent.empty.teamOverview" />}>
        {data && (
          <Figures>
            {COUNTS.map((key) => (
              <div key={key}>
                <dt>
                  <FormattedMessage id={`agent.overview.${key}`} />
                </dt>
                <dd>{intl.formatNumber(data[key])}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key}>
                <dt>
                  <FormattedMessage id={`agent.overview.${key}`} />
                </dt>
                <dd>
                  <Money value={data[key]} />
                </dd>
              </div>
            ))}
          </Figures>
        )}
      </QueryState>
    </Page>
  );
}
