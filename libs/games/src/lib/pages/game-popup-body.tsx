import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import { gamePagePath, useGetGameListQuery, useGetRoomListQuery, useWalletCurrency, useCdn, type GameItem } from '@wl/api-client';
import { formatAmount, useLanguage } from '@wl/i18n';
import type { ModalBodyProps } from '@wl/ui-kit';
import { bareList, Skeleton } from '@wl/ui-kit';
import { EmptyNote, ErrorNote } from '../feedback/feedback';
import { launchTarget, VASSALAGE_GAME } from '../launch/launch-rules';
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

/**
 * Spec §4 PVP: the rooms of a game (`GLS2_roomList`); a room launches on `/game`. Its bet limits are
 * in the player's wallet currency, with that currency's decimals (the balance call's symbol, ¥ until
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
  if (rooms.error) return <ErrorNote error={rooms.error} onRetry={() => void rooms.refetch()} retrying={rooms.isFetching} />;
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
          <Room to={gamePagePath({ roomId: room.roomId, nodeId, vassalage, name: room.roomName })} onClick={close}>
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

/** A game picked among the vendor's: its rooms, in a group named after it that takes the focus the pressed tile held. */
function PickedRooms({ game, children }: { game: PickedGame; children: ReactNode }) {
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => group.current?.focus(), []);
  return (
    <div role="group" aria-label={game.gameName} tabIndex={-1} ref={group}>
      {children}
    </div>
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
}: {
  vassalage: string;
  vendorName: string;
  close: () => void;
  showRooms: (game: PickedGame) => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const imageUrl = useCdn('imageCDNs');
  // Every game listed is the vendor's: its category, which decides how they launch, is looked up once.
  const category = useVendors().get(vassalage)?.category;
  const list = useGetGameListQuery(vassalage ? gamePage({ vassalage, language }, 1) : skipToken);
  if (list.error) return <ErrorNote error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
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
        <div role="listitem" key={game.nodeId}>
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
    if (target.kind === 'route') navigate(target.to, { state: target.state });
    else if (target.kind === 'game') navigate(target.to);
  };
  return <GameTile game={game} iconSrc={iconSrc} onLaunch={open} />;
}

/** The game popup (spec §4): a VASSALAGE game's vendor list, or a PVP game's rooms. */
export default function GamePopupBody({ props, close }: ModalBodyProps<Partial<GamePopupProps>>) {
  const vassalage = props.vassalage ?? '';
  const vendorName = props.vendorName ?? vassalage;
  const [picked, setPicked] = useState<PickedGame | undefined>(undefined);
  if (props.rooms) return <Rooms vassalage={vassalage} vendorName={vendorName} {...props.rooms} close={close} />;
  return picked ? (
    <PickedRooms game={picked}>
      <Rooms vassalage={vassalage} vendorName={vendorName} gameId={picked.gameId} nodeId={picked.nodeId} close={close} />
    </PickedRooms>
  ) : (
    <VendorGames vassalage={vassalage} vendorName={vendorName} close={close} showRooms={setPicked} />
  );
}
