import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { BannerCarousel } from './banner-carousel';
import type { GameSections } from './game-sections';
import { NoticeTicker } from './notice-ticker';
import { PopupNotices } from './popup-notices';
import { WinnersBoard } from './winners-board';

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
 * The home route (`/`, `/index`, `/index.html`, `/home`, spec §2): banners, the notice ticker and
 * pop-ups, the game lanes, hot games, popular lottery, recently played and the winners board.
 * Each section loads and fails on its own, so one failed call never blanks the page.
 */
export default function HomePage({ games }: { games?: GameSections }) {
  const brand = useBrand();
  return (
    <Page>
      <Title>
        <FormattedMessage id="home.welcome" values={{ brand: brand.name }} />
      </Title>
      <PopupNotices />
      <BannerCarousel />
      <NoticeTicker />
      <Columns>
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
      </Columns>
    </Page>
  );
}
