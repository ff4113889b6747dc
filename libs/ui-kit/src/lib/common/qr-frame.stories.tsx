import type { Meta, StoryObj } from '@storybook/react-vite';
import { QRCodeSVG } from 'qrcode.react';
import { useTheme } from 'styled-components';
import { QR_CODE, qrCodeColors } from './qr-colors';
import { QrFrame } from './qr-frame';

/** A code as the deposit, download and referral screens draw it: dark on light on every brand, with its quiet zone. */
function Code({ value }: { value: string }) {
  const theme = useTheme();
  return (
    <QrFrame>
      <QRCodeSVG value={value} size={QR_CODE.size} {...qrCodeColors(theme)} title="Scan to open" />
    </QrFrame>
  );
}

const meta = { title: 'ui-kit/QrFrame', component: Code, args: { value: 'https://example.com/register?invite=8F3K2Q' } } satisfies Meta<
  typeof Code
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Link: Story = {};
/** A long value makes a denser code; the quiet zone stays the same. */
export const LongValue: Story = { args: { value: `https://example.com/download?${'channel=affiliate&'.repeat(8)}` } };
