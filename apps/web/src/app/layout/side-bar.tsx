import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RESOURCE_TYPES, useSiteSettings } from '../site-settings';
import { useContactCustomerService } from '../use-contact-customer-service';

// The QR code library loads with the side bar's first paint, outside the home route's entry chunk.
const DownloadQrCode = lazy(() => import('./download-qr-code'));

const Aside = styled.nav`
  position: fixed;
  /* The reading end of the page: the right in left-to-right languages, the left in right-to-left ones. */
  inset-inline-end: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.layout.sideBarWidth};
  top: 30%;
  z-index: 5;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;

  /* On a phone a fixed bar would cover the header and menus: it joins the page, after the content. */
  @media ${({ theme }) => theme.media.narrow} {
    position: static;
    width: auto;
    margin: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  }
`;

/** A QR code is for a phone to scan from a desktop screen, so phones are not shown one. */
const QrSlot = styled.div`
  @media ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const Entry = styled.a`
  display: block;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  cursor: pointer;

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
  }
`;

/** Spec §2 right side bar: customer service, download, Telegram and Facebook where they exist, the QR code. */
export function SideBar() {
  const intl = useIntl();
  const openCustomerService = useContactCustomerService();
  const settings = useSiteSettings();
  const telegram = settings.resource(RESOURCE_TYPES.telegram);
  const facebook = settings.resource(RESOURCE_TYPES.facebook);
  return (
    <Aside aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
      <Entry as="button" type="button" onClick={openCustomerService}>
        <FormattedMessage id="sidebar.customerService" />
      </Entry>
      <Entry as={Link} to="/download">
        <FormattedMessage id="sidebar.download" />
      </Entry>
      {telegram && (
        <Entry href={telegram.url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="social.telegram" />
        </Entry>
      )}
      {facebook && (
        <Entry href={facebook.url} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="social.facebook" />
        </Entry>
      )}
      <QrSlot>
        <Suspense fallback={null}>
          <DownloadQrCode />
        </Suspense>
      </QrSlot>
    </Aside>
  );
}
