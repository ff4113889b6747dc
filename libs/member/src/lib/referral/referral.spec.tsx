import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberApi } from '@wl/api-client';
import { styleDeclarationsFor, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { QR_CODE, qrCodeColors } from '@wl/ui-kit';
import { renderAs } from '../../testing/member-session';
import ReferralPage from './referral-page';

const { server } = serveSandbox();

describe('invite friends (spec §2 referral)', () => {
  it('gives the invite link to /register carrying the referral code, and the invited count', async () => {
    await renderAs('member', <ReferralPage />);
    const link = await screen.findByRole('textbox', { name: 'Invite link' });
    const code = (screen.getByRole('textbox', { name: 'Referral code' }) as HTMLInputElement).value;
    expect(link).toHaveValue(`${window.location.origin}/register?referralCode=${code}`);
    // Read left to right on every page: right to left, a web address's parts would be drawn in reverse.
    expect(link).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('heading', { name: '2 friends invited' })).toBeInTheDocument();
  });

  it('shows nothing to invite while the server has REFERRAL off', async () => {
    const { store } = await renderAs('member', <ReferralPage />);
    server.use(
      http.get('*/wps/member/loginInfo', async () =>
        HttpResponse.json({
          success: true,
          value: {
            balance: 0,
            currencySymbol: '¥',
            vipLabelName: '',
            vipRankLevel: 0,
            hasVip: false,
            availablePromoCount: 0,
            unreadMessage: 0,
            availablePromo: { REFERRAL: { enabled: false } },
          },
        }),
      ),
    );
    store.dispatch(memberApi.util.invalidateTags(['LoginInfo']));
    expect(await screen.findByText('Inviting friends is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Invite link' })).not.toBeInTheDocument();
  });

  it('the QR code’s quiet zone is spec §9’s margin in pixels, whatever the length of the invite link', async () => {
    await renderAs('member', <ReferralPage />);
    const code = await screen.findByRole('img', { name: 'QR code of your invite link' });
    const cells = Number(code.getAttribute('viewBox')?.split(' ')[2]);
    // The finder pattern's corner is the code's first dark module: the code proper starts there.
    const [, firstModule] = /^M(\d+)/.exec(code.querySelectorAll('path')[1]?.getAttribute('d') ?? '') ?? [];
    const inCode = (Number(firstModule) / cells) * QR_CODE.size;
    // Around it, a frame on the code's own light ground, whatever the card's colour.
    const frame = styleDeclarationsFor(code.parentElement as HTMLElement);
    expect(frame).toContain(`background:${qrCodeColors(testTheme).bgColor}`);
    const aroundCode = Number(/^padding:(\d+)px$/.exec(frame.find((declaration) => declaration.startsWith('padding:')) ?? '')?.[1] ?? 0);
    expect(inCode + aroundCode).toBe(QR_CODE.margin);
  });

  describe('copying the invite link', () => {
    afterEach(() => vi.restoreAllMocks());

    it('says the link was copied once the clipboard has it', async () => {
      await renderAs('member', <ReferralPage />);
      const link = await screen.findByRole('textbox', { name: 'Invite link' });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied.'));
      expect(await navigator.clipboard.readText()).toBe((link as HTMLInputElement).value);
    });

    it('a second copy says "Link copied." again: the status stays, empties as the button is pressed, and fills with new words', async () => {
      await renderAs('member', <ReferralPage />);
      await screen.findByRole('textbox', { name: 'Invite link' });
      const user = userEvent.setup();
      // There before it speaks, so its first words are announced too.
      const status = screen.getByRole('status');
      expect(status).toBeEmptyDOMElement();
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      await waitFor(() => expect(status).toHaveTextContent('Link copied.'));
      const firstWords = status.firstChild;
      let written: () => void = () => undefined;
      vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(() => new Promise<void>((resolve) => (written = resolve)));
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(status).toBeEmptyDOMElement();
      written();
      await waitFor(() => expect(status).toHaveTextContent('Link copied.'));
      expect(status.firstChild).not.toBe(firstWords);
      expect(screen.getByRole('status')).toBe(status);
    });

    it('a clipboard that refuses the link says to copy it by hand, never that it was copied', async () => {
      await renderAs('member', <ReferralPage />);
      await screen.findByRole('textbox', { name: 'Invite link' });
      const user = userEvent.setup();
      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
      await user.click(screen.getByRole('button', { name: 'Copy link' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The link could not be copied. Select it and copy it yourself.');
      expect(screen.queryByText('Link copied.')).not.toBeInTheDocument();
    });
  });
});
