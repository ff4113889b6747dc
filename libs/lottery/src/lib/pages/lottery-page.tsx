import { useLocation } from 'react-router-dom';
import { LOTTERY_PATHS } from '@wl/api-client';
import { LotteryLobby, type LobbyKind } from '../lobby/lottery-lobby';

const KIND_BY_PATH: Record<string, LobbyKind> = { [LOTTERY_PATHS.vnLottery]: 'vn', [LOTTERY_PATHS.seaLottery]: 'sea' };

/** `/lottery`, `/vnlottery`, `/seaLottery` (optional query gameCode, playType): spec §2. */
export default function LotteryPage() {
  const { pathname, search } = useLocation();
  // Keyed by route and query: a link to another lobby or another game starts the lobby afresh.
  return <LotteryLobby key={pathname + search} kind={KIND_BY_PATH[pathname] ?? 'lottery'} />;
}
