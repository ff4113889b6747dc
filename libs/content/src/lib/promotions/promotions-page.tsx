import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled, { useTheme } from 'styled-components';
import { promoDetailPath, siteAnnouncements, useCdn, useDeferredQuery, useGetAnnouncementsQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { bareList, CallFailure, Card, Chips, EmptyState, Skeleton } from '@wl/ui-kit';
import { ContentPage } from '../pages/content-page';
import { ALL_CATEGORIES, categoriesOf, categoryChoiceOf, categoryKey } from './promotion-labels';
import { PROMOTION_IMAGE } from './promotion-image';
import { WinnersList } from '../winners/winners-list';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 3fr minmax(${({ theme }) => theme.layout.asideColumn}, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ theme }) => theme.layout.cardColumn}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${bareList}
`;

const Image = styled.img`
  display: block;
  inline-size: 100%;
  block-size: auto;
  aspect-ratio: ${PROMOTION_IMAGE.width} / ${PROMOTION_IMAGE.height};
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.skeleton};
`;

/** A line of its own: inline, the category ran into the details link ("New memberDetails"). */
const Category = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Content = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** `/promotions`: the promotions (announcement type PR) by category, and the winners list. */
export default function PromotionsPage() {
  const intl = useIntl();
  const theme = useTheme();
  // Drawn in a deferred render: the cards arrive with the winners, and together they held a phone's main thread.
  const { data, error, isFetching, refetch } = useDeferredQuery(
    useGetAnnouncementsQuery(siteAnnouncements(useBrand(), useLanguage().language)),
  );
  // A path without a leading slash is a file on the image hosts (spec §9).
  const imageUrl = useCdn('imageCDNs');
  const [chosen, setChosen] = useState<string>(ALL_CATEGORIES);
  const promotions = data?.promotion ?? [];
  const categories = categoriesOf(promotions);
  // A category the operator has since emptied (an answer after a refetch) falls back to All, not to an empty grid with no chip.
  const category = categories.includes(chosen) ? chosen : ALL_CATEGORIES;
  const shown =
    category === ALL_CATEGORIES ? promotions : promotions.filter((promotion) => categoryChoiceOf(promotion.category) === category);

  let content;
  if (!data && !error) {
    content = (
      <Grid aria-busy="true" aria-label={intl.formatMessage({ id: 'promotion.loading' })}>
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton blockSize={theme.size.tile} />
          </li>
        ))}
      </Grid>
    );
  } else if (error) {
    content = <CallFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (promotions.length === 0) {
    content = <EmptyState title={<FormattedMessage id="promotion.empty" />} />;
  } else {
    content = (
      <Content>
        <Chips
          label={<FormattedMessage id="promotion.category.label" />}
          hideLabel
          options={[ALL_CATEGORIES, ...categories].map((value) => ({
            value,
            label: <FormattedMessage id={categoryKey(value)} />,
          }))}
          value={category}
          onChange={setChosen}
        />
        <Grid>
          {shown.map((promotion) => (
            <li key={promotion.id}>
              <Card heading={promotion.title}>
                {promotion.imageUrl && (
                  <Image
                    src={imageUrl(promotion.imageUrl)}
                    alt=""
                    width={PROMOTION_IMAGE.width}
                    height={PROMOTION_IMAGE.height}
                    loading="lazy"
                  />
                )}
                <Category>
                  <FormattedMessage id={categoryKey(promotion.category)} />
                </Category>
                <More
                  to={promoDetailPath(promotion.id)}
                  aria-label={intl.formatMessage({ id: 'promotion.details.of' }, { title: promotion.title })}
                >
                  <FormattedMessage id="promotion.details" />
                </More>
              </Card>
            </li>
          ))}
        </Grid>
      </Content>
    );
  }

  return (
    <ContentPage title={<FormattedMessage id="page.promotions.title" />}>
      <Layout>
        {content}
        <WinnersList />
      </Layout>
    </ContentPage>
  );
}
