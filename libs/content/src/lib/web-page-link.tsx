import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ButtonLink } from '@wl/ui-kit';
import { webPageUrl } from './operator-link';

const Link = styled(ButtonLink)`
  justify-self: start;
  align-self: start;
`;

/**
 * An operator's external link (a promotion's, a notice's, a pop-up's: docs/api-contract.md), under or beside its text:
 * opened in a new tab without opener, and only when it is a web page, as the links in its HTML are. A notice whose text
 * only points to it had nothing to press.
 */
export function WebPageLink({ link, children }: { link: string; children: ReactNode }) {
  const url = webPageUrl(link);
  if (!url) return null;
  return (
    <Link variant="ghost" href={url} target="_blank">
      {children}
    </Link>
  );
}
