import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '@wl/ui-kit';
import { webPageUrl } from '../operator-link';

const Link = styled(ButtonLink)`
  justify-self: start;
  align-self: start;
`;

/**
 * A notice's external link (a pop-up's too, docs/api-contract.md), under its text: opened in a new tab without opener,
 * as a promotion's is, and only when it is a web page. A notice whose text only points to it had nothing to press.
 */
export function NoticeLink({ link }: { link: string }) {
  const url = webPageUrl(link);
  if (!url) return null;
  return (
    <Link variant="ghost" href={url} target="_blank">
      <FormattedMessage id="notice.externalLink" />
    </Link>
  );
}
