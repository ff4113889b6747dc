import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** The content pages whose text and data come with later work; each has a title and a sentence. */
export type ContentPageKey =
  | 'notice' | 'vip' | 'hot' | 'promotions' | 'promoDetail' | 'help' | 'download' | 'join' | 'helpmc';

export function ContentPlaceholder({ page, children }: { page: ContentPageKey; children?: ReactNode }) {
  return (
    <PagePlaceholder
      title={<FormattedMessage id={`page.${page}.title`} />}
      description={<FormattedMessage id={`page.${page}.placeholder`} />}
    >
      {children}
    </PagePlaceholder>
  );
}
