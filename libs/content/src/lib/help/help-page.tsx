import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetHelpCenterQuery } from '@wl/api-client';
import { useLanguage } from '@wl/i18n';
import { useBrand } from '@wl/brand';
import { bareList, CallFailure, ListDetail, Skeleton } from '@wl/ui-kit';
import { ABOUT_TOPIC_KEYS, ABOUT_TOPICS, aboutTopicPath, HELP_TOPIC_KEYS, HELP_TOPICS, type AboutTopic } from '../pages/about-topics';
import { ContentPage } from '../pages/content-page';
import { HelpArticles } from './help-articles';
import { ABOUT_TOPIC_BODY_KEYS, DEFAULT_ABOUT_TOPIC, helpSectionOf, SLOT_GAMES_CLAIM } from './help-topics';

const isTopic = (value: string | null): value is AboutTopic => (ABOUT_TOPICS as readonly (string | null)[]).includes(value);

const Nav = styled.nav`
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    ${bareList}
  }

  a {
    display: flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.size.touch};
    padding-inline: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  /* The brand's colour, as a pick list's open item: its tint was a grey hardly apart from the page on a dark brand. */
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Topic = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2,
  h3 {
    margin: 0;
  }

  p {
    margin: 0;
    line-height: ${({ theme }) => theme.lineHeight.body};
  }
`;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  margin-block-start: ${({ theme }) => theme.space.lg};

  section {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    scroll-margin-block-start: ${({ theme }) => theme.layout.headerHeight};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/**
 * `/help`: the user protocol and the seven about pages (`?topic=`, from the footer), then the help
 * sections the footer's help links scroll to (`#deposit` …), answered by the server's help content.
 */
export default function HelpPage() {
  const intl = useIntl();
  const brand = useBrand();
  const requested = useSearchParams()[0].get('topic');
  const topic = isTopic(requested) ? requested : DEFAULT_ABOUT_TOPIC;
  const help = useGetHelpCenterQuery({ language: useLanguage().language });

  return (
    <ContentPage title={<FormattedMessage id="page.help.title" />}>
      <ListDetail>
        <Nav aria-label={intl.formatMessage({ id: 'help.nav' })}>
          <ul>
            {ABOUT_TOPICS.map((entry) => (
              <li key={entry}>
                <Link to={aboutTopicPath(entry)} aria-current={entry === topic ? 'page' : undefined}>
                  <FormattedMessage id={ABOUT_TOPIC_KEYS[entry]} />
                </Link>
              </li>
            ))}
          </ul>
        </Nav>
        <div>
          <Topic aria-labelledby="help-topic-title">
            <h2 id="help-topic-title">
              <FormattedMessage id={ABOUT_TOPIC_KEYS[topic]} />
            </h2>
            <p>
              <FormattedMessage id={ABOUT_TOPIC_BODY_KEYS[topic]} values={{ brand: brand.name, slotGames: SLOT_GAMES_CLAIM }} />
            </p>
          </Topic>
          <Sections>
            {help.error && (
              // One call answers every section: its failure is said once, with one retry.
              <CallFailure error={help.error} onRetry={() => void help.refetch()} retrying={help.isFetching} />
            )}
            {/* The sections stay whatever the call does: they are where the footer's help links (`#deposit` …) land. */}
            {HELP_TOPICS.map((section) => {
              const articles = help.data?.filter((article) => helpSectionOf(article.category) === section);
              return (
                <section key={section} id={section} aria-labelledby={`${section}-title`}>
                  <h2 id={`${section}-title`}>
                    <FormattedMessage id={HELP_TOPIC_KEYS[section]} />
                  </h2>
                  {!articles ? (
                    !help.error && <Skeleton />
                  ) : articles.length > 0 ? (
                    <HelpArticles articles={articles} />
                  ) : (
                    // A footer link lands here even when the operator wrote nothing for it: say so, not a bare heading.
                    <p>
                      <FormattedMessage id="help.section.empty" />
                    </p>
                  )}
                </section>
              );
            })}
          </Sections>
        </div>
      </ListDetail>
    </ContentPage>
  );
}
