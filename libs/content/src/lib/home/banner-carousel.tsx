import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { promoDetailPath, type Banner } from '@wl/api-client';
import { HomeError, HomeSkeleton } from './home-feedback';
import { HOME_BANNER_GROUP, useHomeAnnouncements } from './home-announcements';

/** How long a banner stays before the next (paused while hovered or focused, off with reduced motion). */
export const BANNER_INTERVAL_MS = 5000;

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
`;

const Slide = styled.div`
  aspect-ratio: 3 / 1;

  img {
    display: block;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

const Arrow = styled.button<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start' : 'inset-inline-end')}: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  inline-size: ${({ theme }) => theme.size.touch};
  block-size: ${({ theme }) => theme.size.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.scrim};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translateY(-50%);
  cursor: pointer;

  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

const Dots = styled.div`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.sm};
  inset-inline: 0;
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Dot = styled.button`
  inline-size: ${({ theme }) => theme.size.target};
  block-size: ${({ theme }) => theme.size.target};
  padding: 0;
  border: 0;
  background: none;
  cursor: pointer;

  &::before {
    content: '';
    display: block;
    inline-size: ${({ theme }) => theme.space.sm};
    block-size: ${({ theme }) => theme.space.sm};
    margin: auto;
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.colors.onPrimary};
    opacity: 0.5;
  }

  &[aria-current='true']::before {
    opacity: 1;
  }
`;

/** Where a banner leads (spec §2): a promotion's detail page, an external page in a new tab, or nowhere. */
function BannerLink({ banner }: { banner: Banner }) {
  const image = <img src={banner.url} alt={banner.title} />;
  if (banner.redirect === 'PROMOTION' && banner.redirectPromotionId !== null) return <Link to={promoDetailPath(banner.redirectPromotionId)}>{image}</Link>;
  if (banner.redirect === 'EXTERNAL' && banner.externalLink) {
    return (
      <a href={banner.externalLink} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  return image;
}

const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The home carousel of the `w_home` banner group. */
export function BannerCarousel() {
  const intl = useIntl();
  const announcements = useHomeAnnouncements();
  const banners = (announcements.data?.banners ?? []).filter((banner) => banner.groupName === HOME_BANNER_GROUP);
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || paused || reducedMotion()) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, paused]);

  if (announcements.error) return <HomeError error={announcements.error} onRetry={() => void announcements.refetch()} />;
  if (!announcements.data) return <HomeSkeleton aria-busy="true" />;
  if (count === 0) return null;
  const current = banners[index % count] as Banner;
  return (
    <Region
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'home.banners' })}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Slide aria-roledescription="slide" aria-label={intl.formatMessage({ id: 'home.banner.position' }, { index: (index % count) + 1, count })}>
        <BannerLink banner={current} />
      </Slide>
      {count > 1 && (
        <>
          <Arrow $side="start" aria-label={intl.formatMessage({ id: 'home.banner.previous' })} onClick={() => setIndex((i) => (i - 1 + count) % count)}>
            <ChevronLeft aria-hidden="true" />
          </Arrow>
          <Arrow $side="end" aria-label={intl.formatMessage({ id: 'home.banner.next' })} onClick={() => setIndex((i) => (i + 1) % count)}>
            <ChevronRight aria-hidden="true" />
          </Arrow>
          <Dots>
            {banners.map((banner, i) => (
              <Dot
                key={banner.bannerId}
                aria-current={i === index % count}
                aria-label={intl.formatMessage({ id: 'home.banner.goTo' }, { title: banner.title })}
                onClick={() => setIndex(i)}
              />
            ))}
          </Dots>
        </>
      )}
    </Region>
  );
}
