import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { GAME_PAGE_QUERY, isFirstEntry, type GamePageTarget } from '@wl/api-client';
import { GameFrame } from '../launch/game-frame';
import type { GamePageState } from '../launch/launch-rules';
import { useGameLaunch } from '../launch/use-game-launch';

/** Where Back leads when the game is the visit's first page (reached from another site's link). */
const HOME_PATH = '/';

/**
 * `/game` (spec §2, §4): launches the game its query names (or its free play) and shows it in a
 * full-height frame; a reload of the page launches afresh. Its heading, the frame's title and the tab's
 * name the game only when the site's own launch said which (router state): the query's `name` is anyone's
 * to write, and a crafted link would put its words under the brand's header.
 */
export default function IframeGamePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [query] = useSearchParams();
  const target = useMemo(() => {
    const read: GamePageTarget = {};
    for (const [key, name] of Object.entries(GAME_PAGE_QUERY)) {
      const value = query.get(name);
      if (value) read[key as keyof GamePageTarget] = value;
    }
    return read;
  }, [query]);
  const { outcome, reload, attempt, logIn } = useGameLaunch(target);
  const gameName = (location.state as GamePageState | null)?.gameName;
  return (
    <GameFrame
      title={gameName || intl.formatMessage({ id: 'page.iframeGame.title' })}
      outcome={outcome}
      attempt={attempt}
      onReload={reload}
      onLogIn={logIn}
      // The browser's history counts other sites' pages too: Back steps back only within this site's.
      onBack={() => (isFirstEntry(location) ? navigate(HOME_PATH) : navigate(-1))}
    />
  );
}
