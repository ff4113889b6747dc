import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** The content pages whose text and data come with later work: each has a title and a sentence. */
const CONTENT_PAGE_KEYS = {
  notice: { title: 'page.notice.title', placeholder: 'page.notice.placeholder' },
  vip: { title: 'page.vip.title', placeholder: 'page.vip.placeholder' },
  hot: { title: 'page.hot.title', placeholder: 'page.hot.placeholder' },
  promotions: { title: 'page.promotions.title', placeholder: 'page.promotions.placeholder' },
  promoDetail: { title: 'page.promoDetail.title', placeholder: 'page.promoDetail.placeholder' },
  help: { title: 'page.help.title', placeholder: 'page.help.placeholder' },
  download: { title: 'page.download.title', placeholder: 'page.download.placeholder' },
  join: { title: 'page.join.title', placeholder: 'page.join.placeholder' },
  helpmc: { title: 'page.helpmc.title', placeholder: 'page.helpmc.placeholder' },
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
