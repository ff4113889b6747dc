import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tabs } from '@wl/ui-kit';
import { CreditReportPage, IncomeReport } from '../reports/reports';

const VIEWS = ['income', 'credit'] as const;
type View = (typeof VIEWS)[number];

/** My income (commission, dividend, salaries by period) and, beside it, the credit report (spec §2). */
export function MyIncomeEntry() {
  const intl = useIntl();
  const [view, setView] = useState<View>('income');
  return (
    <Tabs
      label={intl.formatMessage({ id: 'agent.entry.myIncome' })}
      tabs={VIEWS.map((key) => ({ key, label: <FormattedMessage id={`agent.income.view.${key}`} /> }))}
      selected={view}
      onSelect={setView}
    >
      {view === 'income' ? <IncomeReport /> : <CreditReportPage />}
    </Tabs>
  );
}
