import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { ChevronLeft, Icon, mirroredInRtl } from '@wl/ui-kit';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  justify-self: start;
  min-block-size: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};

  ${mirroredInRtl('svg')}
`;

/** The way home from a page the site draws without its header (spec §2: /vip, /helpmc), at the page's top. */
export function BackToSite() {
  return (
    <Back to="/">
      <Icon icon={ChevronLeft} size="sm" />
      <FormattedMessage id="content.backToSite" />
    </Back>
  );
}
