import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  IN_PLACE,
  LOTTERY_QUERY,
  lotteryRouteFor,
  useGetLotteryMenusQuery,
  useGetPopularLotteriesQuery,
  useGetVnLotteryMenuQuery,
  useGetVnRecentLotteriesQuery,
  type LotteryGame,
} from '@wl/api-client';
import { Button, CallFailure, Card } from '@wl/ui-kit';
import type { PrizeMode } from '@wl/brand';
import { CodeName, useLanguage } from '@wl/i18n';
import { useLotteryAccess } from '../access/lottery-access';
import { CurrentCall, Empty, Loading } from '../common/states';
import { LotteryFrame } from '../launch/lottery-frame';
import { useLotteryLaunch } from '../launch/use-lottery-launch';
import { OpenedResults, VnResults } from '../results/live-results';
import { GameList, GameTiles, type GameGroup } from './game-list';
import { PrizeModeSwitch, usePrizeMode, type LotteryLinkState } from './prize-mode-switch';

/** The four lobbies of spec §2: which games each lists and how it groups them. */
export type LobbyKind = 'lottery' | 'vn' | 'sea' | 'elott';

/** The page titles the site shell already names these routes by. */
const TITLE_KEYS: Record<LobbyKind, string> = {
  lottery: 'page.lottery.title',
  vn: 'page.vnlottery.title',
  sea: 'page.seaLottery.title',
  elott: 'page.elott.title',
};
/**
 * The prize mode a lobby opens in when the brand offers it: its games' own (the sandbox lists ELOTT games in Elott,
 * TCG_SEA and TCG_LOTTO_VN in SEA). Not the brand's first everywhere: /elott would launch in Lott. /lottery lists LOTT
 * and ELOTT alike, so it has none of its own and opens in the brand's first.
 */
const LOBBY_PRIZE_MODES: Partial<Record<LobbyKind, PrizeMode>> = { elott: 'Elott', sea: 'SEA', vn: 'SEA' };
/** Game groups by account type, in each lobby's order (spec §2: /elott lists ELOTT and LOTT games). */
const GROUP_TYPES: Record<Exclude<LobbyKind, 'vn'>, LotteryGame['accountTypeName'][]> = {
  lottery: ['LOTT', 'ELOTT'],
  elott: ['ELOTT', 'LOTT'],
  sea: ['TCG_SEA'],
};
const GROUP_LABEL_KEYS: Record<string, string> = {
  LOTT: 'lottery.group.LOTT',
  ELOTT: 'lottery.group.ELOTT',
  TCG_SEA: 'lottery.group.TCG_SEA',
  NORTH: 'lottery.group.NORTH',
  CENTRAL: 'lottery.group.CENTRAL',
  SOUTH: 'lottery.group.SOUTH',
};
const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
/** Vietnamese games the menu gives no region, after the regions' groups. */
const OTHER_REGION_KEY = 'lottery.group.otherRegion';
/** Catalog names of the vendor's play types, keyed by its code (`lottery.playType.5D_DIRECT`). */
const PLAY_TYPE_NAMES = 'lottery.playType';

function groupsOf(kind: LobbyKind, games: readonly LotteryGame[]): GameGroup[] {
  const group = (key: string, list: LotteryGame[]): GameGroup => ({
    key,
    title: <FormattedMessage id={GROUP_LABEL_KEYS[key] ?? key} />,
    games: list,
  });
  if (kind === 'vn') {
    const byRegion = VN_REGIONS.map((region) =>
      group(
        region,
        games.filter((game) => game.region === region),
      ),
    );
    // The region is optional in the menu's answer: a game without one is still a game to play.
    const unplaced = games.filter((game) => !VN_REGIONS.some((region) => region === game.region));
    const anyPlaced = unplaced.length < games.length;
    return [...byRegion, { key: 'OTHER', title: <FormattedMessage id={anyPlaced ? OTHER_REGION_KEY : TITLE_KEYS.vn} />, games: unplaced }];
  }
  return GROUP_TYPES[kind].map((type) =>
    group(
      type,
      games.filter((game) => game.accountTypeName === type),
    ),
  );
}

/** The selected game, with its play type's name when it has one (the menu may send an empty one). */
function SelectedGame({ game, playType }: { game: LotteryGame; playType: string }) {
  return playType ? (
    <FormattedMessage
      id="lottery.selected"
      values={{ game: game.gameName, playType: <CodeName prefix={PLAY_TYPE_NAMES} code={playType} /> }}
    />
  ) : (
    <FormattedMessage id="lottery.selectedWithoutPlayType" values={{ game: game.gameName }} />
  );
}

/** A failed launch shows at the top: a game chosen far down the lobby would fail out of sight. */
const intoView = (node: HTMLElement | null) => node?.scrollIntoView?.({ block: 'nearest' });

/** Spec §2 gives these lobbies' routes the query `gameCode` (/elott takes none). */
const ADDRESSED_BY_GAME: readonly LobbyKind[] = ['lottery', 'vn', 'sea'];

/** Which games this lobby opens itself; the others go to their own lottery route (spec §4). */
function belongsHere(kind: LobbyKind, game: LotteryGame): boolean {
  return kind === 'vn' ? game.accountTypeName === 'TCG_LOTTO_VN' : GROUP_TYPES[kind].includes(game.accountTypeName);
}

/**
 * A lottery lobby (spec §2, §7): the brand's prize modes, the games (the query's `gameCode`
 * preselected), popular or recent games, the lottery launch into a frame, and the results board.
 */
export function LotteryLobby({
  kind,
  onRecord,
}: {
  kind: LobbyKind;
  /** Told the address the lobby is about to record its chosen game in, so the page keeps this lobby for it. */
  onRecord?: (address: string) => void;
}) {
  const [query, setQuery] = useSearchParams();
  const { pathname } = useLocation();
  const { loggedIn } = useLotteryAccess();
  const { language } = useLanguage();
  const [prizeMode, setPrizeMode, prizeModes, pickedMode] = usePrizeMode(LOBBY_PRIZE_MODES[kind]);
  const linkedCode = query.get(LOTTERY_QUERY.gameCode) ?? undefined;
  const [selectedCode, setSelectedCode] = useState(linkedCode);
  // The query's play type is the linked game's: another game chosen here reads as its own default.
  const linkedPlayType = query.get(LOTTERY_QUERY.playType);
  const { start, retry, close, relaunchIn, open, failure, retrying, launching } = useLotteryLaunch({ vnLobby: kind === 'vn' });

  const vn = kind === 'vn';
  // The language keys each cached list (spec §9: the games' names are in it): a switch asks again.
  const menus = useGetLotteryMenusQuery({ prizeMode, language }, { skip: vn });
  // On /vnlottery the prize mode only changes the launch: a switch keeps the games listed, not asked for again.
  const vnMenu = useGetVnLotteryMenuQuery({ language }, { skip: !vn });
  const menu = vn ? vnMenu : menus;
  // Keyed as home's, so home's cached list serves here.
  const popular = useGetPopularLotteriesQuery({ prizeMode, language }, { skip: vn });
  const recent = useGetVnRecentLotteriesQuery(undefined, { skip: !vn || !loggedIn });

  // The last answer, also while another language's or prize mode's is on its way: the chosen game and its draws stay.
  const games = (menu.data ?? []).filter((game) => belongsHere(kind, game));
  const selected = games.find((game) => game.code === selectedCode);
  // A code the lobby does not list (an old link, or a vendor's code such as TCG) is no game to show draws of.
  // The first game is the first the lobby lists (ELOTT before LOTT on /elott), not the menu's first.
  const groups = groupsOf(kind, games);
  const resultsCode = selected?.code ?? groups.find((group) => group.games.length > 0)?.games[0]?.code;
  // A game is named from the lists the language keys, by its code: the recent games' call takes no language, and a
  // launched game keeps the name it was chosen by. Until a new language's lists answer, those names stand in.
  const inLanguage = [...games, ...(popular.currentData ?? [])];
  const nameOf = (game: LotteryGame) => inLanguage.find((listed) => listed.code === game.code)?.gameName || game.gameName;

  // An open (or opening) game follows the switch: it is launched again in the new mode, not left betting in the old one.
  const switchPrizeMode = (mode: PrizeMode) => {
    setPrizeMode(mode);
    // The history entry keeps a link's mode through a reload: it now carries the one chosen.
    setQuery(query, { replace: true, state: { prizeMode: mode, ...IN_PLACE } satisfies LotteryLinkState });
    relaunchIn(mode);
  };

  // And a language switch: the launch carries the language, and the vendor's page keeps the one it opened in.
  const launchLanguage = useRef(language);
  useEffect(() => {
    if (launchLanguage.current === language) return;
    launchLanguage.current = language;
    relaunchIn(prizeMode);
  }, [language, prizeMode, relaunchIn]);

  // A game of another lobby is a link to its route (spec §4), carrying the prize mode the player chose here; this
  // lobby's own default stays here (/elott's Elott would open /seaLottery in Elott, not SEA).
  const linkFor = (game: LotteryGame) =>
    belongsHere(kind, game) ? undefined : { to: lotteryRouteFor(game), state: { prizeMode: pickedMode } satisfies LotteryLinkState };

  const choose = (game: LotteryGame, opener: Element) => {
    setSelectedCode(game.code);
    // The address names the game chosen, so a reload, a shared link or Back from the vendor's page (the launch's
    // backUrl, hence before it) shows it. Replaced, not pushed: a tap is no history entry. The linked play type is
    // the linked game's, so it goes; choosing the linked game itself changes nothing. The prize mode rides along as a link's.
    if (ADDRESSED_BY_GAME.includes(kind) && game.code !== linkedCode) {
      const next = new URLSearchParams(query);
      next.set(LOTTERY_QUERY.gameCode, game.code);
      next.delete(LOTTERY_QUERY.playType);
      onRecord?.(`${pathname}?${next.toString()}`);
      setQuery(next, { replace: true, state: { prizeMode, ...IN_PLACE } satisfies LotteryLinkState });
    }
    start(prizeMode, game, opener);
  };

  return (
    <Page>
      <Head>
        <Title>
          <FormattedMessage id={TITLE_KEYS[kind]} />
        </Title>
        <PrizeModeSwitch value={prizeMode} modes={prizeModes} onChange={switchPrizeMode} />
        <Button variant="secondary" onClick={(event) => start(prizeMode, undefined, event.currentTarget)} busy={launching}>
          <FormattedMessage id="lottery.openLobby" />
        </Button>
      </Head>

      {failure ? (
        <div ref={intoView}>
          <CallFailure error={failure.error} onRetry={() => retry(prizeMode)} retrying={retrying} />
        </div>
      ) : null}
      <Loading loading={launching} rows={1} tall />
      {open && <LotteryFrame open={open} gameName={open.game && nameOf(open.game)} onClose={close} />}

      {/* Hidden, not gone, while its game plays: its Play button takes back the focus when the frame closes. */}
      {selected && (
        <Card hidden={!!open}>
          {/* Only this line is live, and stays put as the choice changes: a new choice is said, not the card's Play button. */}
          <p role="status">
            <SelectedGame game={selected} playType={(selected.code === linkedCode ? linkedPlayType : null) ?? selected.defaultPlayType} />
          </p>
          <div>
            <Button onClick={(event) => choose(selected, event.currentTarget)} busy={launching}>
              <FormattedMessage id="lottery.play" values={{ game: selected.gameName }} />
            </Button>
          </div>
        </Card>
      )}

      <Columns $single={vn && !loggedIn}>
        <Card heading={<FormattedMessage id="lottery.games.heading" />}>
          <CurrentCall query={menu} rows={4}>
            {() =>
              games.length ? (
                <GameList groups={groups} selectedCode={selectedCode} onChoose={choose} linkFor={linkFor} />
              ) : (
                <Empty messageId="lottery.games.empty" />
              )
            }
          </CurrentCall>
        </Card>

        {!vn && (
          <Card heading={<FormattedMessage id="lottery.popular.heading" />}>
            <CurrentCall query={popular} rows={3}>
              {(top) =>
                top.length ? (
                  <GameTiles games={top} list="popular" selectedCode={selectedCode} onChoose={choose} linkFor={linkFor} />
                ) : (
                  <Empty messageId="lottery.games.empty" />
                )
              }
            </CurrentCall>
          </Card>
        )}

        {vn && loggedIn && (
          <Card heading={<FormattedMessage id="lottery.recent.heading" />}>
            <CurrentCall query={recent} rows={2}>
              {(played) =>
                played.length ? (
                  <GameTiles
                    games={played.map((game) => ({ ...game, gameName: nameOf(game) }))}
                    list="recent"
                    selectedCode={selectedCode}
                    onChoose={choose}
                    linkFor={linkFor}
                  />
                ) : (
                  <Empty messageId="lottery.recent.empty" />
                )
              }
            </CurrentCall>
          </Card>
        )}
      </Columns>

      {vn ? (
        <VnResults selectedCode={selectedCode} gameOrder={groups.flatMap((group) => group.games.map((game) => game.code))} />
      ) : (
        <OpenedResults gameCode={resultsCode} selectedCode={selected?.code} gamesLoading={!menu.data && !menu.isError} />
      )}
    </Page>
  );
}

const Page = styled.div`
  display: grid;
  /* As wide as the page, whatever its rows hold: the prize modes' row scrolls on its own on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.layout.contentWidth};
  /* No padding of its own: the site's main gives every page its margins (with this, a phone's were twice as wide). */
  margin: 0 auto;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h1`
  margin: 0;
  margin-inline-end: auto;
  font-size: ${({ theme }) => theme.fontSize.xl};
`;

/** Games beside popular (or recent) games; one column on a phone, or when a guest has no recent games. */
const Columns = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'minmax(0, 2fr) minmax(0, 1fr)')};
  gap: ${({ theme }) => theme.space.md};
  align-items: start;

  @media ${({ theme }) => theme.media.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
