import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

/** The language's catalog but for the messages given, as another language would have them. */
export function WithMessages({ messages, children }: { messages: Record<string, string>; children: ReactNode }) {
  const intl = useIntl();
  return (
    <IntlProvider
      locale={intl.locale}
      messages={{ ...(intl.messages as Record<string, string>), ...messages }}
      textComponent={intl.textComponent}
    >
      {children}
    </IntlProvider>
  );
}
