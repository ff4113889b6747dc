import { QRCodeSVG } from 'qrcode.react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { qrCodeColors } from '@wl/ui-kit';
import { DOWNLOAD_PATH } from '../site-paths';

/** Spec §9: the side bar's QR code is 125 px. */
export const SIDEBAR_QR_SIZE = 125;
/** Modules of light ground around the side bar's code: the QR standard's quiet zone. */
const SIDEBAR_QR_QUIET_MODULES = 4;

/** The app download page as a QR code, for a phone to scan from the desktop site. */
export default function DownloadQrCode() {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <QRCodeSVG
      value={new URL(DOWNLOAD_PATH, window.location.origin).toString()}
      size={SIDEBAR_QR_SIZE}
      // The quiet zone scanners need, in the code's light ground (the side bar is the brand's surface).
      marginSize={SIDEBAR_QR_QUIET_MODULES}
      {...qrCodeColors(theme)}
      role="img"
      aria-label={intl.formatMessage({ id: 'sidebar.qrCode' })}
    />
  );
}
