import { Download, Headset, Send, ThumbsUp } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { lazyPart } from '../chunks/lazy-part';
import { DOWNLOAD_PATH } from '../site-paths';
import { RESOURCE_TYPES, useSiteSettings } from '../site-settings';
import { useContactCustomerService } from '../use-contact-customer-service';

/**
 * The QR code library loads with the side bar's first paint, outside the home route's entry chunk;
 * a chunk that fails leaves the slot empty (and reloads once), not the site blank.
 */
const DownloadQrCode = lazyPart(() => import('./download-qr-code'), { shellCatalog: true });

const Aside = styled.nav`
  position: fixed;
  /* The reading end of the page: the right in left-to-right languages, the left in right-to-left ones. */
  inset-inline-end: ${({ theme }) => theme.space.sm};
  width: ${({ theme }) => theme.layout.sideBarWidth};
  /* A share of the screen's height, so the bar floats at the same place on any screen: the theme's layout has no
     offset for it. */
  top: 30%;
  /* Fixed over the page; the drop-downs the header opens (the floating layer) pass over it. */
  z-index: ${({ theme }) => theme.zIndex.sticky};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  font-size: ${({ theme }) => theme.fontSize.sm};

  /* Tablets: a fixed bar would cover the header and menus, so it joins the page after the content. */
  @media ${({ theme }) => theme.media.narrow} {
    position: static;
    width: auto;
    margin: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.sideBarWidth}, 1fr));
  }
`;

/** A QR code is for a phone to scan from a desktop screen, so narrow screens are not shown one. */
const QrSlot = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;

  @media ${({ theme }) => theme.media.narrow} {
    display: none;
  }
`;

const Entry = styled.a`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }

  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Spec §2 right side bar entries: customer service, download, Telegram and Facebook where they
 * exist. The desktop side bar and the phone's account drawer list the same entries.
 */
export function SideBarEntries({ onChoose }: { onChoose?: () => void }) {
  const openCustomerService = useContactCustomerService();
  const settings = useSiteSettings();
  const telegram = settings.resource(RESOURCE_TYPES.telegram);
  const facebook = settings.resource(RESOURCE_TYPES.facebook);
  return (
    <>
      <Entry
        as="button"
        type="button"
        onClick={() => {
          onChoose?.();
          openCustomerService();
        }}
      >
        <Headset aria-hidden />
        <FormattedMessage id="sidebar.customerService" />
      </Entry>
      <Entry as={Link} to={DOWNLOAD_PATH} onClick={onChoose}>
        <Download aria-hidden />
        <FormattedMessage id="sidebar.download" />
      </Entry>
      {telegram && (
        <Entry href={telegram.url} target="_blank" rel="noopener noreferrer">
          <Send aria-hidden />
          <FormattedMessage id="social.telegram" />
        </Entry>
      )}
      {facebook && (
        <Entry href={facebook.url} target="_blank" rel="noopener noreferrer">
          <ThumbsUp aria-hidden />
          <FormattedMessage id="social.facebook" />
        </Entry>
      )}
    </>
  );
}

/** Spec §2 right side bar on tablets and desktops: the entries and the app's QR code. */
export function SideBar() {
  const intl = useIntl();
  return (
    <Aside aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
      <SideBarEntries />
      <QrSlot>
        <DownloadQrCode />
      </QrSlot>
    </Aside>
  );
}
