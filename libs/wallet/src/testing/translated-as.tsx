import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/**
 * A `renderWithProviders` wrapper: the language's catalog with some messages written as another
 * language might write them (its own order of the parts), so a spec sees the text follow the catalog.
 */
export const translatedAs = (messages: Record<string, string>) => (children: ReactNode) => (
  <Retranslated messages={messages}>{children}</Retranslated>
);

function Retranslated({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      textComponent={intl.textComponent}
      // Typed as all strings or all compiled, but react-intl reads each message as it finds it.
      messages={{ ...intl.messages, ...messages } as Record<string, string>}
    >
      {children}
    </IntlProvider>
  );
}
