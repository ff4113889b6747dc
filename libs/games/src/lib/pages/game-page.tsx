import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useGetVendorLanesQuery } from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { useLanguage } from '@wl/i18n';
import { CallFailure, ChipLinks, Skeleton } from '@wl/ui-kit';
import { VendorName } from '../catalog/vendor-name';
import { GAME_POINT_RATES, GamePoints } from '../catalog/point-labels';
import { EmptyNote } from '../feedback/feedback';
import { GameFrame } from '../launch/game-frame';
import { useGameLaunch } from '../launch/use-game-launch';
import { routeSegmentOf, splitSportsLanes } from '../navigation/nav-rules';

/** Spec §2 game page routes (parameter `game`, the vendor), by their lane and navigation name. */
const ROUTES: Readonly<Record<string, { category: string; titleKey: string }>> = {
  sports: { category: 'SPORTS', titleKey: 'nav.category.SPORTS' },
  esports: { category: 'ESPORTS', titleKey: 'nav.category.ESPORTS' },
  cockfight: { category: 'COCKFIGHT', titleKey: 'nav.category.COCKFIGHT' },
};

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: chip rows scroll inside it instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * `/sports`, `/esports`, `/cockfight` (parameter `game`): the category's vendors (sports split as the
 * brand lists esports and cockfight vendors); choosing one, or arriving with one, launches its
 * lobby into the page.
 */
export default function GamePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const brand = useBrand();
  const { language } = useLanguage();
  // Letter case aside, as the site's routes match: `/Esports/IMES` is the esports page.
  const segment = routeSegmentOf(useLocation().pathname);
  const base = segment in ROUTES ? segment : 'sports';
  const route = ROUTES[base];
  const { game } = useParams();
  const lanes = useGetVendorLanesQuery({ language });
  const vendors = useMemo(
    () => splitSportsLanes(lanes.data?.data.lanes ?? [], brand).find((lane) => lane.title === route.category)?.cards ?? [],
    [lanes.data, brand, route],
  );
  const vendor = vendors.find((card) => card.vassalage === game);
  const target = useMemo(
    () =>
      vendor && 'accountTypeId' in vendor
        ? { gameId: vendor.vassalage, nodeId: String(vendor.accountTypeId), vassalage: vendor.vassalage, name: vendor.displayName }
        : undefined,
    [vendor],
  );
  const { outcome, reload, attempt, logIn } = useGameLaunch(target);
  const title = intl.formatMessage({ id: route.titleKey });
  const pathOf = (next: string) => `/${base}/${encodeURIComponent(next)}`;
  // A choice redraws the page around the lobby: the focus goes on with the provider chosen.
  const [chosenHere, setChosenHere] = useState(false);
  const choose = (next: string) => {
    setChosenHere(true);
    navigate(pathOf(next), { replace: Boolean(game) });
  };
  // Links, not radios: each opens a lobby, so moving along them with the keyboard must not.
  const chips = vendors.length > 0 && (
    <ChipLinks
      label={intl.formatMessage({ id: 'games.lobby.vendors' })}
      options={vendors.map((card) => ({ value: card.vassalage, label: <VendorName vendor={card} /> }))}
      value={vendor?.vassalage}
      hrefOf={pathOf}
      onChoose={choose}
      focusCurrent={chosenHere}
    />
  );

  if (vendor) {
    return (
      <GameFrame
        title={title}
        frameTitle={intl.formatMessage({ id: 'games.play.frameTitle' }, { category: title, vendor: vendor.displayName })}
        outcome={outcome}
        attempt={attempt}
        onReload={reload}
        onLogIn={logIn}
      >
        {chips}
      </GameFrame>
    );
  }
  const rate = GAME_POINT_RATES[route.category];
  return (
    <Page>
      <h1>{title}</h1>
      {rate !== undefined && (
        <Muted>
          <GamePoints rate={rate} />
        </Muted>
      )}
      {lanes.error ? (
        <CallFailure error={lanes.error} onRetry={() => void lanes.refetch()} retrying={lanes.isFetching} />
      ) : !lanes.data ? (
        <Skeleton />
      ) : vendors.length === 0 ? (
        <EmptyNote>
          <FormattedMessage id="games.lobby.empty" />
        </EmptyNote>
      ) : (
        <>
          <Muted>
            <FormattedMessage id="games.sports.choose" />
          </Muted>
          {chips}
        </>
      )}
    </Page>
  );
}
