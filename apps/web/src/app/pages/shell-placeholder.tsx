import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** Pages whose own library comes later (lottery, wallet, seamless): their title and a sentence, never a blank. */
export function ShellPlaceholder({ page, children }: { page: string; children?: ReactNode }) {
  return (
    <PagePlaceholder title={<FormattedMessage id={`page.${page}.title`} />} description={<FormattedMessage id={`page.${page}.placeholder`} />}>
      {children}
    </PagePlaceholder>
  );
}
