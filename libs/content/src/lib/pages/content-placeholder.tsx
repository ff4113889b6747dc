import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** The content pages whose text and data come with later work: each has a title and a sentence. */
const CONTENT_PAGE_KEYS = {
  vip: { title: 'page.vip.title', placeholder: 'page.vip.placeholder' },
  hot: { title: 'page.hot.title', placeholder: 'page.hot.placeholder' },
} as const;

export type ContentPageKey = keyof typeof CONTENT_PAGE_KEYS;

export function ContentPlaceholder({ page, children }: { page: ContentPageKey; children?: ReactNode }) {
  const keys = CONTENT_PAGE_KEYS[page];
  return (
    <PagePlaceholder title={<FormattedMessage id={keys.title} />} description={<FormattedMessage id={keys.placeholder} />}>
      {children}
    </PagePlaceholder>
  );
}
