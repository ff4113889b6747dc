import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** The shell's own pages: the login route and the page-not-found. */
const SHELL_PAGE_KEYS = {
  login: { title: 'page.login.title', placeholder: 'page.login.placeholder' },
  notFound: { title: 'page.notFound.title', placeholder: 'page.notFound.placeholder' },
} as const;

export type ShellPage = keyof typeof SHELL_PAGE_KEYS;

/** Their title and a sentence on what they will hold, never a blank. */
export function ShellPlaceholder({ page, children }: { page: ShellPage; children?: ReactNode }) {
  const keys = SHELL_PAGE_KEYS[page];
  return (
    <PagePlaceholder title={<FormattedMessage id={keys.title} />} description={<FormattedMessage id={keys.placeholder} />}>
      {children}
    </PagePlaceholder>
  );
}
