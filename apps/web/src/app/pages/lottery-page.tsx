import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import { ShellPlaceholder, type ShellPage } from './shell-placeholder';

/** Spec §2 lottery routes and their catalog page keys. */
const PAGE_BY_ROUTE: Record<string, ShellPage> = { '/lottery': 'lottery', '/vnlottery': 'vnlottery', '/seaLottery': 'seaLottery' };

/** `/lottery`, `/vnlottery`, `/seaLottery` (optional query gameCode, playType); the lobby comes with the lottery work. */
export default function LotteryPage() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const gameCode = query.get('gameCode');
  return (
    <ShellPlaceholder page={PAGE_BY_ROUTE[pathname] ?? 'lottery'}>
      {gameCode && (
        <p>
          <FormattedMessage id="page.lottery.game" values={{ game: gameCode, playType: query.get('playType') ?? '' }} />
        </p>
      )}
    </ShellPlaceholder>
  );
}
