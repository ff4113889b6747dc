import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetLoginInfoQuery, useGetReferralQuery } from '@wl/api-client';
import {
  Button,
  Card,
  CopyButton,
  CopyOutcomeNote,
  EmptyState,
  lazyRetrying,
  qrCodeColors,
  QueryView,
  Skeleton,
  TextField,
  useCopyOutcome,
  QR_CODE,
  QrFrame,
} from '@wl/ui-kit';
import { useTheme } from 'styled-components';
import { Muted, PageStack, Row } from '../common/page-parts';
import { PageTitle } from '../common/page-title';

/** A chunk that failed is fetched again by the page's retry. */
const QRCode = lazyRetrying(async () => ({ default: (await import('qrcode.react')).QRCodeSVG }));

/** The invite link: the site's register route carrying the code (spec §2 reads `referralCode` there). */
export function inviteLink(origin: string, referralCode: string) {
  return `${origin}/register?referralCode=${encodeURIComponent(referralCode)}`;
}

function Invite({ referralCode, invitedCount }: { referralCode: string; invitedCount: number }) {
  const intl = useIntl();
  const theme = useTheme();
  const [copied, copy] = useCopyOutcome();
  const link = inviteLink(window.location.origin, referralCode);
  const share = () =>
    void navigator.share?.({ title: intl.formatMessage({ id: 'member.referral.shareTitle' }), url: link }).catch(() => undefined);
  return (
    <>
      <Card heading={<FormattedMessage id="member.referral.invited" values={{ count: invitedCount }} />}>
        <TextField label={<FormattedMessage id="member.referral.code" />} value={referralCode} readOnly />
        {/* A web address reads left to right on every page, as the agent's invite link does. */}
        <TextField label={<FormattedMessage id="member.referral.link" />} value={link} readOnly dir="ltr" />
        <Row>
          <CopyButton onClick={() => copy(link)}>
            <FormattedMessage id="member.referral.copy" />
          </CopyButton>
          {'share' in navigator && (
            <Button variant="secondary" onClick={share}>
              <FormattedMessage id="member.referral.share" />
            </Button>
          )}
        </Row>
        <CopyOutcomeNote
          copied={copied}
          copiedText={<FormattedMessage id="member.referral.copied" />}
          failedText={<FormattedMessage id="member.referral.copyFailed" />}
        />
      </Card>
      <Card heading={<FormattedMessage id="member.referral.qr" />}>
        <QrFrame>
          <Suspense fallback={<Skeleton inlineSize={`${QR_CODE.size}px`} blockSize={`${QR_CODE.size}px`} />}>
            <QRCode
              value={link}
              size={QR_CODE.size}
              {...qrCodeColors(theme)}
              title={intl.formatMessage({ id: 'member.referral.qr' })}
              role="img"
              aria-label={intl.formatMessage({ id: 'member.referral.qr' })}
            />
          </Suspense>
        </QrFrame>
        <Muted>
          <FormattedMessage id="member.referral.scan" />
        </Muted>
      </Card>
    </>
  );
}

/** Spec §2 referral (invite friends): shown only while the server enables REFERRAL (spec §3 availablePromo). */
export default function ReferralPage() {
  const loginInfo = useGetLoginInfoQuery();
  const enabled = loginInfo.data?.availablePromo.REFERRAL.enabled;
  const referral = useGetReferralQuery(undefined, { skip: !enabled });
  return (
    <PageStack aria-labelledby="member-referral-title">
      <PageTitle id="member-referral-title">
        <FormattedMessage id="member.entry.referral" />
      </PageTitle>
      <QueryView query={loginInfo}>
        {() =>
          enabled ? (
            <QueryView query={referral}>{(data) => <Invite {...data} />}</QueryView>
          ) : (
            <EmptyState title={<FormattedMessage id="member.referral.off" />} />
          )
        }
      </QueryView>
    </PageStack>
  );
}
