import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { LOTTERY_PATHS } from '@wl/api-client';
import { LotteryLobby, type LobbyKind } from '../lobby/lottery-lobby';

const KIND_BY_PATH: Record<string, LobbyKind> = {
  [LOTTERY_PATHS.vnLottery.toLowerCase()]: 'vn',
  [LOTTERY_PATHS.seaLottery.toLowerCase()]: 'sea',
};

/** The router matches a route in any case and with a trailing slash (`/sealottery/`): the lobby is the route's all the same. */
const kindOf = (pathname: string): LobbyKind => KIND_BY_PATH[pathname.replace(/\/+$/, '').toLowerCase()] ?? 'lottery';

/** `/lottery`, `/vnlottery`, `/seaLottery` (optional query gameCode, playType): spec §2. */
export default function LotteryPage() {
  const { pathname, search } = useLocation();
  const address = pathname + search;
  // A link to another lobby or game, or Back/Forward, starts the lobby afresh; the lobby's own record of the game
  // chosen in it keeps it and the game open in it. The lobby names the address it records in the same event that
  // records it, so it is known when the address changes; Back to that address later is not announced, so it is afresh.
  // Counted rather than keyed by the address: a link back to the address the lobby started on is still a link.
  const [recording, setRecording] = useState<string | null>(null);
  const [shown, setShown] = useState({ address, lobby: 0 });
  if (shown.address !== address) {
    setShown({ address, lobby: recording === address ? shown.lobby : shown.lobby + 1 });
    setRecording(null);
  }
  return <LotteryLobby key={shown.lobby} kind={kindOf(pathname)} onRecord={setRecording} />;
}
