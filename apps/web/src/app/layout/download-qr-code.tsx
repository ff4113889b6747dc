import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';

/** Spec §9: the side bar's QR code is 125 px. */
export const SIDEBAR_QR_SIZE = 125;
const DOWNLOAD_PATH = '/download';

/** The app download page as a QR code, for a phone to scan from the desktop site. */
export default function DownloadQrCode() {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <QRCodeSVG
      value={new URL(DOWNLOAD_PATH, window.location.origin).toString()}
      size={SIDEBAR_QR_SIZE}
      fgColor={theme.colors.text}
      bgColor={theme.colors.surface}
      role="img"
      aria-label={intl.formatMessage({ id: 'sidebar.qrCode' })}
    />
  );
}
