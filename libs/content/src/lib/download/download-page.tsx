import { QRCodeSVG } from 'qrcode.react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { useGetPermissionQuery } from '@wl/api-client';
import { bareList, CallFailure, Card, EmptyState, focusRing, QR_CODE, qrCodeColors, QrFrame, Skeleton } from '@wl/ui-kit';
import { ContentPage } from '../pages/content-page';
import { NumberedSteps } from '../pages/numbered-steps';
import { appDownloadUrl, appsFor, INSTALL_STEPS, platformOf, type DownloadApp } from './download-apps';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.layout.cardColumn}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${bareList}
`;

const Qr = styled(QrFrame)`
  justify-self: center;
  border-radius: ${({ theme }) => theme.radius.md};

  @media ${({ theme }) => theme.media.phone} {
    display: none;
  }
`;

const Steps = styled(NumberedSteps)`
  gap: ${({ theme }) => theme.space.xs};
`;

/** A label that wraps (a long app name) keeps room above and below it; the guide starts clear of the button. */
const Get = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  margin-block-end: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  text-align: center;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  ${focusRing}
`;

/** An app offered: its links checked by `appDownloadUrl`. */
interface OfferedApp {
  app: DownloadApp;
  url: string;
  qrCodeUrl: string;
}

function AppCard({ app, url, qrCodeUrl }: OfferedApp) {
  const intl = useIntl();
  const theme = useTheme();
  const name = intl.formatMessage({ id: `download.${app.app}.name` });
  return (
    <li>
      <Card heading={name}>
        <Qr>
          <QRCodeSVG
            value={qrCodeUrl}
            size={QR_CODE.size}
            {...qrCodeColors(theme)}
            role="img"
            aria-label={intl.formatMessage({ id: 'download.qr' }, { app: name })}
          />
        </Qr>
        <Get href={url} rel="noopener noreferrer">
          <FormattedMessage id="download.get" values={{ app: name }} />
        </Get>
        <Steps
          aria-label={intl.formatMessage({ id: 'download.guide' }, { app: name })}
          steps={Array.from({ length: INSTALL_STEPS[app.app] }, (_, i) => ({
            key: String(i),
            text: <FormattedMessage id={`download.${app.app}.step${i + 1}`} />,
          }))}
        />
      </Card>
    </li>
  );
}

/** `/download`: iOS, iOS lite and Android, each with a QR code and an install guide, the visitor's platform first; open to guests. */
export default function DownloadPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetPermissionQuery();
  const apps = appsFor(platformOf(navigator.userAgent)).flatMap((app): OfferedApp[] => {
    const resource = data?.resources.find((candidate) => candidate.resourceType === app.resourceType && candidate.url);
    // Operator data: an app whose link is missing or not a safe scheme is not offered at all.
    const url = resource && appDownloadUrl(resource.url);
    if (!url) return [];
    // The QR code's own link may be left empty or be unsafe: the checked download link stands in for it.
    return [{ app, url, qrCodeUrl: appDownloadUrl(resource.qrCodeUrl) ?? url }];
  });

  let content;
  if (isLoading) content = <Skeleton />;
  else if (error) content = <CallFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (apps.length === 0) content = <EmptyState title={<FormattedMessage id="download.none" />} />;
  else
    content = (
      <Grid>
        {apps.map((offered) => (
          <AppCard key={offered.app.app} {...offered} />
        ))}
      </Grid>
    );

  return (
    <ContentPage title={<FormattedMessage id="page.download.title" />} intro={<FormattedMessage id="download.intro" />}>
      {content}
    </ContentPage>
  );
}
