import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { GAME_PAGE_QUERY, type GamePageTarget } from '@wl/api-client';
import { GameFrame } from '../launch/game-frame';
import { useGameLaunch } from '../launch/use-game-launch';

/**
 * `/game` (spec §2, §4): launches the game its query names (or its free play) and shows it in a
 * full-height frame; a reload of the page launches afresh.
 */
export default function IframeGamePage() {
  const intl = useIntl();
  const navigate = useNavigate();
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
  return (
    <GameFrame
      title={target.name ?? intl.formatMessage({ id: 'page.iframeGame.title' })}
      outcome={outcome}
      attempt={attempt}
      onReload={reload}
      onLogIn={logIn}
      onBack={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
    />
  );
}
