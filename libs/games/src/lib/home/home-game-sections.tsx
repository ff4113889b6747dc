import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  CATEGORY_LABEL_KEYS,
  useGetHotGamesQuery,
  useGetPopularLotteriesQuery,
  useGetRecentGamesQuery,
  useDeferredQuery,
  useGetVendorLanesQuery,
  useCdn,
  type GameItem,
} from '@wl/api-client';
import { selectIsTrial, selectToken } from '@wl/session';
import { useBrand } from '@wl/brand';
import { CodeName, PRIZE_MODE_NAMES, useLanguage } from '@wl/i18n';
import { CallFailure, Chips } from '@wl/ui-kit';
import { EmptyNote } from '../feedback/feedback';
import { useFreePlay, useFreePlayLine, useLaunchGame } from '../launch/use-launch-game';
import { categoryLanes, splitSportsLanes, vendorRoute } from '../navigation/nav-rules';
import { GameTile, GameTileSkeleton, type GameMark } from '../tiles/game-tile';
import { LazyImage } from '../tiles/lazy-image';
import { Lane, Section, TileGrid } from './section';

/** Placeholder tiles while a section loads. */
const LOADING_TILES = 6;

/** How a section lays its tiles out: a lane that scrolls sideways on home, rows that wrap on a page of its own. */
type TileLayout = typeof Lane | typeof TileGrid;

function LoadingTiles({ layout: Layout = Lane }: { layout?: TileLayout }) {
  const freePlay = useFreePlayLine();
  return (
    <Layout aria-busy="true">
      {Array.from({ length: LOADING_TILES }, (_, i) => (
        <GameTileSkeleton key={i} freePlay={freePlay} />
      ))}
    </Layout>
  );
}

function GameTiles({
  games,
  label,
  layout: Layout = Lane,
  listMark,
}: {
  games: readonly GameItem[];
  label: string;
  layout?: TileLayout;
  listMark?: GameMark;
}) {
  const launch = useLaunchGame();
  const freePlay = useFreePlay();
  const imageUrl = useCdn('imageCDNs');
  return (
    <Layout role="list" aria-label={label}>
      {games.map((game) => (
        <div role="listitem" key={game.nodeId}>
          <GameTile game={game} iconSrc={imageUrl(game.iconUrl)} onLaunch={launch} freePlayTo={freePlay(game)} listMark={listMark} />
        </div>
      ))}
    </Layout>
  );
}

export interface HotGamesProps {
  /**
   * On a page of their own (`/hot`): no heading (the page's names them, a second would repeat it)
   * and rows that wrap instead of a sideways lane.
   */
  ownPage?: boolean;
  /** Told once the games, an empty list or an error are shown: the section has its final height. */
  onSettled?: () => void;
}

/** Spec §2 hot games (`GCSGAME_hotGamesV2`, isPlatform 2, flash and html5-desktop), every category. */
export function HotGames({ ownPage = false, onSettled }: HotGamesProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  const hot = useDeferredQuery(useGetHotGamesQuery({ language }));
  const settled = Boolean(hot.data || hot.error);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  const title = intl.formatMessage({ id: 'games.home.hot' });
  const layout = ownPage ? TileGrid : Lane;
  const content = hot.error ? (
    <CallFailure error={hot.error} onRetry={() => void hot.refetch()} retrying={hot.isFetching} />
  ) : !hot.data ? (
    <LoadingTiles layout={layout} />
  ) : hot.data.list.length === 0 ? (
    <EmptyNote>
      <FormattedMessage id="games.lobby.empty" />
    </EmptyNote>
  ) : (
    <GameTiles games={hot.data.list} label={title} layout={layout} listMark="hot" />
  );
  return ownPage ? (
    content
  ) : (
    <Section id="home-hot-games" title={title}>
      {content}
    </Section>
  );
}

/** A logged-in member's recently played games (`GCS_recentGame`); nothing for guests and trial accounts. */
export function RecentGames() {
  const intl = useIntl();
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const { language } = useLanguage();
  const recent = useDeferredQuery(useGetRecentGamesQuery(token && !trial ? { language } : skipToken));
  if (!token || trial) return null;
  const title = intl.formatMessage({ id: 'games.home.recent' });
  return (
    <Section id="home-recent-games" title={title}>
      {recent.error ? (
        <CallFailure error={recent.error} onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
      ) : !recent.data ? (
        <LoadingTiles />
      ) : recent.data.length === 0 ? (
        <EmptyNote>
          <FormattedMessage id="games.home.noRecent" />
        </EmptyNote>
      ) : (
        <GameTiles games={recent.data} label={title} />
      )}
    </Section>
  );
}

const VendorCard = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  justify-items: center;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSize.sm};
  text-align: center;
  text-decoration: none;
`;

const VendorArt = styled.span`
  display: block;
  inline-size: ${({ theme }) => theme.size.touch};
  block-size: ${({ theme }) => theme.size.touch};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * Spec §2 vendor lanes (`GCSGAME_newGameVendor`) in the category rules of §3: one lane a category the
 * navigation names (ELOTT and LOTT together), sports vendors on the brand's esports and cockfight
 * lists in their own lanes; each vendor opens where the navigation does.
 */
export function VendorLanes() {
  const intl = useIntl();
  const brand = useBrand();
  const { language } = useLanguage();
  const imageUrl = useCdn('imageCDNs');
  const lanes = useDeferredQuery(useGetVendorLanesQuery({ language }));
  const shown = useMemo(() => categoryLanes(splitSportsLanes(lanes.data?.data.lanes ?? [], brand)), [lanes.data, brand]);
  if (lanes.error) {
    return (
      <Section id="home-vendors" title={intl.formatMessage({ id: 'games.home.vendors' })}>
        <CallFailure error={lanes.error} onRetry={() => void lanes.refetch()} retrying={lanes.isFetching} />
      </Section>
    );
  }
  if (!lanes.data) {
    return (
      <Section id="home-vendors" title={intl.formatMessage({ id: 'games.home.vendors' })}>
        <LoadingTiles />
      </Section>
    );
  }
  return (
    <>
      {shown.map(({ category, cards }) => {
        const title = intl.formatMessage({ id: CATEGORY_LABEL_KEYS[category] });
        return (
          <Section key={category} id={`home-lane-${category}`} title={title}>
            <Lane role="list" aria-label={title}>
              {cards.map((card) => (
                <div role="listitem" key={card.vassalage}>
                  <VendorCard to={vendorRoute(category, card)}>
                    <VendorArt>
                      <LazyImage src={'smallIcon' in card ? imageUrl(String(card.smallIcon)) : ''} alt="" />
                    </VendorArt>
                    <bdi>{card.displayName}</bdi>
                  </VendorCard>
                </div>
              ))}
            </Lane>
          </Section>
        );
      })}
    </>
  );
}

/** As tall as the row's tallest (a name on two lines): cards of one row of unequal heights looked misaligned. */
const LotteryCard = styled.button`
  inline-size: 100%;
  block-size: 100%;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
`;

/** Spec §2 popular lottery (`/lgw/games/popular`, count 20) in each of the brand's prize modes. */
export function PopularLottery() {
  const intl = useIntl();
  const brand = useBrand();
  const { language } = useLanguage();
  const launch = useLaunchGame();
  const [prizeMode, setPrizeMode] = useState(brand.prizeModes[0]);
  // The chosen mode's own lotteries only: the last mode's, left under the new chip, would open their lobby in that mode.
  const popularQuery = useGetPopularLotteriesQuery({ prizeMode, language });
  const popular = useDeferredQuery({ ...popularQuery, data: popularQuery.currentData });
  const title = intl.formatMessage({ id: 'games.home.lottery' });
  return (
    <Section id="home-popular-lottery" title={title}>
      {brand.prizeModes.length > 1 && prizeMode && (
        <Chips
          hideLabel
          label={<FormattedMessage id="games.home.prizeMode" />}
          options={brand.prizeModes.map((mode) => ({ value: mode, label: <CodeName prefix={PRIZE_MODE_NAMES} code={mode} /> }))}
          value={prizeMode}
          onChange={setPrizeMode}
        />
      )}
      {popular.error ? (
        <CallFailure error={popular.error} onRetry={() => void popular.refetch()} retrying={popular.isFetching} />
      ) : !popular.data ? (
        <LoadingTiles />
      ) : popular.data.length === 0 ? (
        <EmptyNote>
          <FormattedMessage id="games.lobby.empty" />
        </EmptyNote>
      ) : (
        <Lane role="list" aria-label={title}>
          {popular.data.map((game) => (
            <div role="listitem" key={game.code}>
              <LotteryCard onClick={() => launch({ ...game, vassalage: game.accountTypeName })}>
                <bdi>{game.gameName}</bdi>
              </LotteryCard>
            </div>
          ))}
        </Lane>
      )}
    </Section>
  );
}

/** The games domain's home sections, which the site hands to the home page. */
export const HOME_GAME_SECTIONS = { VendorLanes, HotGames, PopularLottery, RecentGames };
export type HomeGameSections = typeof HOME_GAME_SECTIONS;
export default HOME_GAME_SECTIONS;
