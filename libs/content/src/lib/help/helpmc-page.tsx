import { useDeferredValue, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useGetHelpCenterQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { CallFailure, Chips, EmptyState, Skeleton, TextField } from '@wl/ui-kit';
import { BackToSite } from '../pages/back-to-site';
import { ContentPage } from '../pages/content-page';
import { HelpArticles } from './help-articles';
import { ALL_HELP_CATEGORIES, helpCategoryKey, helpChoiceOf, matchesSearch, searchableArticle } from './help-topics';

/** The page's way back above its title. */
const Frame = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const Tools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

/** `/helpmc`: the help center (`GET /wps/system/helpCenter`), by category and searchable; open to guests, no header (spec §2). */
export default function HelpmcPage() {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, refetch } = useGetHelpCenterQuery({ language: useLanguage().language });
  const [category, setCategory] = useState(ALL_HELP_CATEGORIES);
  const [query, setQuery] = useState('');
  const search = useDeferredValue(query);
  const articles = useMemo(() => data ?? [], [data]);
  // Folded once per answer list: a keystroke then compares, rather than stripping and folding every answer again.
  const searchable = useMemo(() => articles.map(searchableArticle), [articles]);
  const categories = [ALL_HELP_CATEGORIES, ...new Set(articles.map((article) => helpChoiceOf(article.category)))];
  // A category the answers no longer have (another language's, say) is no choice: All is, not an empty list.
  const chosen = categories.includes(category) ? category : ALL_HELP_CATEGORIES;
  const shown = useMemo(
    () =>
      searchable
        .filter(
          (entry) => (chosen === ALL_HELP_CATEGORIES || helpChoiceOf(entry.article.category) === chosen) && matchesSearch(entry, search),
        )
        .map((entry) => entry.article),
    [searchable, chosen, search],
  );

  let content;
  if (isLoading) content = <Skeleton />;
  else if (error) content = <CallFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  // No answers at all is not a search that found none; and with none there is nothing to search or filter.
  else if (articles.length === 0) content = <EmptyState title={<FormattedMessage id="help.section.empty" />} />;
  else
    content = (
      <Tools>
        <TextField
          type="search"
          label={<FormattedMessage id="help.search" />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={intl.formatMessage({ id: 'help.search.placeholder' })}
        />
        <Chips
          label={<FormattedMessage id="help.category.label" />}
          hideLabel
          options={categories.map((value) => ({ value, label: <FormattedMessage id={helpCategoryKey(value)} /> }))}
          value={chosen}
          onChange={setCategory}
        />
        <div>
          {/* Mounted with the search, empty until a search finds nothing: a live region added with its words is not heard. */}
          <div role="status">{shown.length === 0 && <EmptyState title={<FormattedMessage id="help.noMatch" />} />}</div>
          {shown.length > 0 && <HelpArticles articles={shown} />}
        </div>
      </Tools>
    );

  // No header here (spec §2): the way back to the site comes first, as on the VIP page.
  return (
    <Frame>
      <BackToSite />
      <ContentPage title={<FormattedMessage id="page.helpmc.title" />}>{content}</ContentPage>
    </Frame>
  );
}
