import { startTransition, Suspense, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { lazyRetrying, RetryBoundary } from '@wl/ui-kit';
import { BannerCarousel } from './banner-carousel';
import type { GameSections } from './game-sections';
import { HomeSkeleton } from './home-feedback';
import { NoticeTicker } from './notice-ticker';

const PopupNotices = lazyRetrying(async () => ({ default: (await import('./home-below')).PopupNotices }));
const WinnersBoard = lazyRetrying(async () => ({ default: (await import('./home-below')).WinnersBoard }));

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: a ticker or a lane must not widen it to its content. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.colors.primary};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/**
 * True from the render after the first: what is under the banners (lanes, winners, pop-up notices)
 * is drawn in a transition once the top of the page is up, its chunks fetched then (the games'
 * sections may come lazily too). The first banner's picture is asked for by a small first render
 * instead of one with the lanes' hundreds of elements, and React yields while drawing the rest, so
 * the banner paints as soon as it arrives. Nothing drawn late is on screen to move: it fills space
 * below the ticker, where skeletons hold a place while chunks load, and the footer is below the fold.
 */
function useTopDrawn(): boolean {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => startTransition(() => setDrawn(true)), []);
  return drawn;
}

/**
 * The home route (`/`, `/index`, `/index.html`, `/home`, spec §2): banners, the notice ticker and
 * pop-ups, the game lanes, hot games, popular lottery, recently played and the winners board.
 * Each section loads and fails on its own, so one failed call never blanks the page; a part drawn
 * late that fails (its chunk did not load, say) shows the error with a retry in its place, and the
 * banners stay.
 */
export default function HomePage({ games }: { games?: GameSections }) {
  const brand = useBrand();
  const topDrawn = useTopDrawn();
  return (
    <Page>
      <Title>
        <FormattedMessage id="home.welcome" values={{ brand: brand.name }} />
      </Title>
      {topDrawn && (
        <RetryBoundary>
          <Suspense fallback={null}>
            <PopupNotices />
          </Suspense>
        </RetryBoundary>
      )}
      <BannerCarousel />
      <NoticeTicker />
      {topDrawn && (
        <RetryBoundary>
          <Columns>
            {/* One boundary: the winners show with the lanes, never under a skeleton the far taller lanes would push them from. */}
            <Suspense fallback={<HomeSkeleton aria-busy="true" />}>
              <Stack>
                {games && (
                  <>
                    <games.RecentGames />
                    <games.HotGames />
                    <games.PopularLottery />
                    <games.VendorLanes />
                  </>
                )}
              </Stack>
              <WinnersBoard />
            </Suspense>
          </Columns>
        </RetryBoundary>
      )}
    </Page>
  );
}
