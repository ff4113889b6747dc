import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ABOUT_TOPIC_KEYS, ABOUT_TOPICS, HELP_TOPIC_KEYS, HELP_TOPICS, type AboutTopic } from './about-topics';
import { ContentPlaceholder } from './content-placeholder';

const isTopic = (value: string | null): value is AboutTopic => (ABOUT_TOPICS as readonly (string | null)[]).includes(value);

/**
 * `/help`: the user protocol. The footer's about links open it at their topic (`?topic=`), its help
 * links at a section (`#deposit`), which the site scrolls to.
 */
export default function HelpPage() {
  const topic = useSearchParams()[0].get('topic');
  return (
    <ContentPlaceholder page="help">
      {isTopic(topic) && (
        <h2>
          <FormattedMessage id={ABOUT_TOPIC_KEYS[topic]} />
        </h2>
      )}
      {HELP_TOPICS.map((section) => (
        <section key={section} id={section} aria-labelledby={`${section}-title`}>
          <h2 id={`${section}-title`}>
            <FormattedMessage id={HELP_TOPIC_KEYS[section]} />
          </h2>
          <p>
            <FormattedMessage id="page.help.section" />
          </p>
        </section>
      ))}
    </ContentPlaceholder>
  );
}
