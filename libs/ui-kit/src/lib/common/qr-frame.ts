import styled from 'styled-components';
import { QR_CODE, qrCodeColors } from './qr-colors';

/**
 * A QR code's quiet zone: spec §9's margin in pixels, on the code's own light ground whatever the card's colour. The
 * code itself goes in with no margin of its own (the library counts it in modules, whose size follows the content's
 * length). A flex box, so the code sits on no text line whose descender would widen the zone below it.
 */
export const QrFrame = styled.div`
  display: flex;
  inline-size: fit-content;
  padding: ${QR_CODE.margin}px;
  background: ${({ theme }) => qrCodeColors(theme).bgColor};
`;
