import { useContext, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { ErrorActionsContext } from '@wl/ui-kit';
import { LinkButton } from './form-parts';

/** On a line of its own under the field, at its start, a whole target tall (WCAG 2.5.8). */
const Ask = styled(LinkButton)`
  justify-self: start;
  text-align: start;
  min-block-size: ${({ theme }) => theme.size.target};
`;

/**
 * A picture to read (a captcha, the human-verification step) is all the server gives: a player who cannot see or read
 * it has a person to ask instead (WCAG 1.1.1 asks a captcha for another way through). A button after the field, not
 * in its description (a control read as the field's text is not heard as one); none where the site cannot open
 * customer service from here.
 */
export function useCannotReadPicture(): ReactNode {
  const { contactSupport } = useContext(ErrorActionsContext);
  return (
    contactSupport && (
      <Ask type="button" onClick={contactSupport}>
        <FormattedMessage id="auth.captcha.cannotRead" />
      </Ask>
    )
  );
}
