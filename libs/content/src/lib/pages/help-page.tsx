import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { ABOUT_TOPICS, type AboutTopic } from './about-topics';
import { ContentPlaceholder } from './content-placeholder';

const isTopic = (value: string | null): value is AboutTopic => (ABOUT_TOPICS as readonly (string | null)[]).includes(value);

/** `/help`: the user protocol; the footer's about links open it at their topic (`?topic=`). */
export default function HelpPage() {
  const topic = useSearchParams()[0].get('topic');
  return (
    <ContentPlaceholder page="help">
      {isTopic(topic) && (
        <h2>
          <FormattedMessage id={`footer.about.${topic}`} />
        </h2>
      )}
    </ContentPlaceholder>
  );
}
