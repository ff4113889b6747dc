import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetHelpCenterQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { CallFailure, Card, Skeleton } from '@wl/ui-kit';
import { HelpArticles } from '../help/help-articles';
import { ContentPage } from '../pages/content-page';

/** The help-center category an operator files seamless-wallet answers under. */
export const SEAMLESS_HELP_CATEGORY = 'SEAMLESS';
const POINTS = ['seamless.point.oneBalance', 'seamless.point.noTransfer', 'seamless.point.instant'] as const;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

const Play = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** `/seamless` (header and side menu): the seamless wallet — one balance in every game — and the operator's answers about it. */
export default function SeamlessPage() {
  const help = useGetHelpCenterQuery({ language: useLanguage().language });
  const articles = (help.data ?? []).filter((article) => article.category === SEAMLESS_HELP_CATEGORY);
  return (
    <ContentPage title={<FormattedMessage id="page.seamless.title" />} intro={<FormattedMessage id="seamless.intro" />}>
      <Card heading={<FormattedMessage id="seamless.how" />}>
        <Points>
          {POINTS.map((point) => (
            <li key={point}>
              <FormattedMessage id={point} />
            </li>
          ))}
        </Points>
        <Play to="/">
          <FormattedMessage id="seamless.play" />
        </Play>
      </Card>
      {help.isLoading ? (
        <Skeleton />
      ) : help.error ? (
        <CallFailure error={help.error} onRetry={() => void help.refetch()} retrying={help.isFetching} />
      ) : (
        articles.length > 0 && <HelpArticles articles={articles} />
      )}
    </ContentPage>
  );
}
