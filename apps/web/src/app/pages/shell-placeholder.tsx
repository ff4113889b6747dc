import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { PagePlaceholder } from '@wl/ui-kit';

/** Pages whose own library comes later (lottery, wallet, seamless) and the shell's own pages. */
const SHELL_PAGE_KEYS = {
  lottery: { title: 'page.lottery.title', placeholder: 'page.lottery.placeholder' },
  vnlottery: { title: 'page.vnlottery.title', placeholder: 'page.vnlottery.placeholder' },
  seaLottery: { title: 'page.seaLottery.title', placeholder: 'page.seaLottery.placeholder' },
  elott: { title: 'page.elott.title', placeholder: 'page.elott.placeholder' },
  pointMall: { title: 'page.pointMall.title', placeholder: 'page.pointMall.placeholder' },
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
