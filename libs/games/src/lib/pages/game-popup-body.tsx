import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { gamePagePath, useGetGameListQuery, useGetRoomListQuery, useWalletCurrency, useCdn, type GameItem } from '@wl/api-client';
import { formatAmount, useLanguage } from '@wl/i18n';
import type { ModalBodyProps } from '@wl/ui-kit';
import { bareList, Button, CallFailure, mirroredInRtl, Skeleton } from '@wl/ui-kit';
import { EmptyNote } from '../feedback/feedback';
import { launchTarget, VASSALAGE_GAME, type GamePageState } from '../launch/launch-rules';
import { useVendors, type GamePopupProps } from '../launch/use-launch-game';
import { gamePage } from '../lobby/lobby-config';
import { GameTile, GameTileSkeleton } from '../tiles/game-tile';
import { tileGrid } from '../tiles/grid-layout';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
`;

const Room = styled(Link)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Tiles = styled.div`
  ${tileGrid}
`;

const PickedGroup = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// Back points to where a line starts (right in a right-to-left language), as the game page's does.
const BackButton = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-self: start;
  gap: ${({ theme }) => theme.space.xs};

  svg {
    inline-size: ${({ theme }) => theme.size.iconSm};
    block-size: ${({ theme }) => theme.size.iconSm};
  }
  ${mirroredInRtl('svg')}
`;

/**
 * Spec §4 PVP: the rooms of a game (`GLS2_roomList`); a room launches on `/game`. Its bet limits are
 * in the player's wallet currency, with that currency's decimals (the balance call's symbol, the merchant's until
 * it answers), as every amount of the player's is.
 */
function Rooms({
  vassalage,
  vendorName,
  gameId,
  nodeId,
  close,
}: {
  vassalage: string;
  vendorName: string;
  gameId?: string;
  nodeId?: string;
  close: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const rooms = useGetRoomListQuery({ vassalage, gameId, language });
  const { currencySymbol } = useWalletCurrency();
  const money = (value: number) => formatAmount(intl, value, currencySymbol);
  if (rooms.error) return <CallFailure error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />;
  if (!rooms.data) return <Skeleton />;
  if (rooms.data.length === 0)
    return (
      <EmptyNote>
        <FormattedMessage id="games.popup.noRooms" />
      </EmptyNote>
    );
  return (
    <List aria-label={vendorName}>
      {rooms.data.map((room) => (
        <li key={room.roomId}>
          <Room
            to={gamePagePath({ roomId: room.roomId, nodeId, vassalage })}
            state={{ gameName: room.roomName } satisfies GamePageState}
            onClick={close}
          >
            <bdi>{room.roomName}</bdi>
            <Muted>
              <FormattedMessage id="games.popup.room" values={{ min: money(room.minBet), max: money(room.maxBet), online: room.online }} />
            </Muted>
          </Room>
        </li>
      ))}
    </List>
  );
}

/**
 * A game picked among the vendor's: its rooms, in a group named after it that takes the focus the pressed tile held,
 * with a way back to the vendor's games (the popup has no other but closing).
 */
function PickedRooms({ game, back, children }: { game: PickedGame; back: () => void; children: ReactNode }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <PickedGroup role="group" aria-label={game.gameName} tabIndex={-1} ref={group}>
      <BackButton variant="ghost" onClick={back}>
        <ArrowLeft aria-hidden="true" />
        <FormattedMessage id="games.play.back" />
      </BackButton>
      {children}
    </PickedGroup>
  );
}

type PickedGame = NonNullable<GamePopupProps['rooms']> & { gameName: string };

/**
 * Spec §4 VASSALAGE: the vendor's games to pick from. Each launches as a tile elsewhere does (`launchTarget`): on
 * `/game`, on its lottery route, or, for a PVP vendor's game, with its rooms in this popup.
 */
function VendorGames({
  vassalage,
  vendorName,
  close,
  showRooms,
  returnTo,
}: {
  vassalage: string;
  vendorName: string;
  close: () => void;
  showRooms: (game: PickedGame) => void;
  /** The game whose rooms the player came back from: its tile takes the focus back (WCAG 2.4.3). */
  returnTo?: string;
}) {
  const intl = useIntl();
  const returnTile = useRef<HTMLDivElement>(null);
  const { language } = useLanguage();
  const imageUrl = useCdn('imageCDNs');
  // Every game listed is the vendor's: its category, which decides how they launch, is looked up once.
  const category = useVendors().get(vassalage)?.category;
  const list = useGetGameListQuery(vassalage ? gamePage({ vassalage, language }, 1) : skipToken);
  const listed = list.data !== undefined;
  // The tile is there once the list is: at once when it is cached, as it is on the way back.
  useEffect(() => returnTile.current?.querySelector('button')?.focus(), [listed]);
  if (list.error) return <CallFailure error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  if (!list.data)
    return (
      <Tiles aria-busy="true">
        <GameTileSkeleton freePlay={false} />
        <GameTileSkeleton freePlay={false} />
        <GameTileSkeleton freePlay={false} />
      </Tiles>
    );
  // The vendor-level entry itself is not listed again inside its own popup.
  const games = list.data.content.filter((game) => game.isGame !== VASSALAGE_GAME);
  if (games.length === 0)
    return (
      <EmptyNote>
        <FormattedMessage id="games.lobby.empty" />
      </EmptyNote>
    );
  return (
    <Tiles role="list" aria-label={intl.formatMessage({ id: 'games.popup.list' }, { vendor: vendorName })}>
      {games.map((game: GameItem) => (
        <div role="listitem" key={game.nodeId} ref={game.nodeId === returnTo ? returnTile : undefined}>
          <PopupTile game={game} category={category} iconSrc={imageUrl(game.iconUrl)} close={close} showRooms={showRooms} />
        </div>
      ))}
    </Tiles>
  );
}

function PopupTile({
  game,
  category,
  iconSrc,
  close,
  showRooms,
}: {
  game: GameItem;
  category: string | undefined;
  iconSrc: string | undefined;
  close: () => void;
  showRooms: (game: PickedGame) => void;
}) {
  const navigate = useNavigate();
  const open = () => {
    const target = launchTarget(game, category);
    if (target.kind === 'rooms') return showRooms({ gameId: target.gameId, nodeId: target.nodeId, gameName: game.gameName });
    close();
    if (target.kind === 'route' || target.kind === 'game') navigate(target.to, { state: target.state });
  };
  return <GameTile game={game} iconSrc={iconSrc} onLaunch={open} />;
}

/** The game popup (spec §4): a VASSALAGE game's vendor list, or a PVP game's rooms. */
export default function GamePopupBody({ props, close }: ModalBodyProps<Partial<GamePopupProps>>) {
  const vassalage = props.vassalage ?? '';
  const vendorName = props.vendorName ?? vassalage;
  const [picked, setPicked] = useState<PickedGame | undefined>(undefined);
  const [returnTo, setReturnTo] = useState<string | undefined>(undefined);
  if (props.rooms) return <Rooms vassalage={vassalage} vendorName={vendorName} {...props.rooms} close={close} />;
  const back = () => {
    setReturnTo(picked?.nodeId);
    setPicked(undefined);
  };
  return picked ? (
    <PickedRooms game={picked} back={back}>
      <Rooms vassalage={vassalage} vendorName={vendorName} gameId={picked.gameId} nodeId={picked.nodeId} close={close} />
    </PickedRooms>
  ) : (
    <VendorGames vassalage={vassalage} vendorName={vendorName} close={close} showRooms={setPicked} returnTo={returnTo} />
  );
}
