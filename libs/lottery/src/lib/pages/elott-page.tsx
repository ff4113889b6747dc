import { LotteryLobby } from '../lobby/lottery-lobby';

/** `/elott`: the e-lottery lobby with ELOTT and LOTT games (spec §2). */
export default function ElottPage() {
  return <LotteryLobby kind="elott" />;
}
