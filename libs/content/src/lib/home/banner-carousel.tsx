import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { promoDetailPath, useCdn, type Banner } from '@wl/api-client';
import { offersPromotions, useBrand } from '@wl/brand';
import { CallFailure, Carousel, insetFocusRing } from '@wl/ui-kit';
import { webPageUrl } from '../operator-link';
import { HomeSkeleton } from './home-feedback';
import { homeBanners } from './home-announcements';
import { useHomeAnnouncements } from './use-home-announcements';

/** The banners' size (3:1): the slide's box is reserved before the picture arrives, so nothing below it moves. */
export const BANNER_IMAGE = { width: 1200, height: 400 } as const;

const Slide = styled.div`
  aspect-ratio: ${BANNER_IMAGE.width} / ${BANNER_IMAGE.height};

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  /* A banner's link fills the carousel, which clips what is outside it: its ring goes inside. */
  a {
    display: block;
    block-size: 100%;
    /* The carousel's corners, which clip the ring's otherwise. */
    border-radius: ${({ theme }) => theme.radius.lg};
    ${insetFocusRing}
  }
`;

/**
 * Where a banner leads (spec §2): a promotion's detail page, an external page in a new tab, or nowhere. Nowhere for a
 * promotion on a brand that offers no promotions page: its detail would say the promotion does not exist.
 */
function BannerLink({ banner, name, first, promotions }: { banner: Banner; name: string; first: boolean; promotions: boolean }) {
  const promotion =
    promotions && banner.redirect === 'PROMOTION' && banner.redirectPromotionId !== null ? banner.redirectPromotionId : null;
  const externalLink = banner.redirect === 'EXTERNAL' ? webPageUrl(banner.externalLink) : null;
  // A path without a leading slash is a file on the image hosts (spec §9), as a game's art is.
  const imageUrl = useCdn('imageCDNs');
  // The first banner is the page's largest paint: fetched at once and first; the others wait until they are near.
  const image = (
    <img
      src={imageUrl(banner.url)}
      // A link's picture names it; a picture alone is said by its title, or not at all (the slide says its place).
      alt={promotion !== null || externalLink ? name : banner.title}
      width={BANNER_IMAGE.width}
      height={BANNER_IMAGE.height}
      fetchPriority={first ? 'high' : 'low'}
      loading={first ? 'eager' : 'lazy'}
    />
  );
  if (promotion !== null) return <Link to={promoDetailPath(promotion)}>{image}</Link>;
  if (externalLink) {
    return (
      <a href={externalLink} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

/** The home carousel of the `w_home` banner group. */
export function BannerCarousel() {
  const intl = useIntl();
  const promotions = offersPromotions(useBrand());
  const announcements = useHomeAnnouncements();
  const banners = homeBanners(announcements.data);
  if (announcements.error)
    return <CallFailure error={announcements.error} onRetry={() => void announcements.refetch()} retrying={announcements.isFetching} />;
  if (!announcements.data) return <HomeSkeleton aria-busy="true" $ratio={`${BANNER_IMAGE.width} / ${BANNER_IMAGE.height}`} />;
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={intl.formatMessage({ id: 'home.banners' })}
      autoPlay
      slides={banners.map((banner, index) => (
        <Slide key={banner.bannerId}>
          <BannerLink
            banner={banner}
            // A link needs a name: an operator's banner may come without a title.
            name={banner.title || intl.formatMessage({ id: 'home.banner.untitled' }, { position: index + 1, count: banners.length })}
            first={index === 0}
            promotions={promotions}
          />
        </Slide>
      ))}
    />
  );
}
