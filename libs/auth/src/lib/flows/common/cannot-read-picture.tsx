import { useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorActionsContext } from '@wl/ui-kit';
import { LinkButton } from './form-parts';

/**
 * A picture to read (a captcha, the human-verification step) is all the server gives: a player who cannot see or read
 * it has a person to ask instead (WCAG 1.1.1 asks a captcha for another way through). The field's hint, read with it;
 * none where the site cannot open customer service from here.
 */
export function useCannotReadPicture(): ReactNode {
  const { contactSupport } = useContext(ErrorActionsContext);
  return (
    contactSupport && (
      <LinkButton type="button" onClick={contactSupport}>
        <FormattedMessage id="auth.captcha.cannotRead" />
      </LinkButton>
    )
  );
}
