import { Suspense, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from 'react-redux';
import { useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  ERROR_MESSAGE_KEYS,
  useGetHotGamesQuery,
  useGetRecentGamesQuery,
  useGetVendorGameTypesQuery,
  useGetVendorLanesQuery,
  useCdn,
  type GameItem,
} from '@wl/api-client';
import { selectIsTrial, selectToken, useGuardedAction } from '@wl/session';
import { useBrand } from '@wl/brand';
import { useLanguage, WithFullCatalog } from '@wl/i18n';
import {
  Button,
  CallFailure,
  type CallShown,
  Chips,
  controlBox,
  EmptyState,
  takenFocus,
  useDebounced,
  useFocusAfterRetry,
  visuallyHidden,
} from '@wl/ui-kit';
import { VendorName } from '../catalog/vendor-name';
import { GAME_POINT_RATES, GamePoints } from '../catalog/point-labels';
import { gameNameSearch, searchSuggestions } from '../catalog/search';
import { EmptyNote } from '../feedback/feedback';
import { useFavourites } from '../favourites/use-favourites';
import { useFreePlay, useFreePlayLine, useLaunchGame } from '../launch/use-launch-game';
import { PLAYER_SELECTIONS, startingSelection, type SelectionType } from '../lobby/lobby-config';
import { lobbyRouteOf, lobbyVendors, openingVendor } from '../lobby/lobby-opening';
import { useCategoryCatalog } from '../lobby/use-category-catalog';
import { useGamePages } from '../lobby/use-game-pages';
import { GameGrid } from '../tiles/game-grid';
import { GameTile, GameTileSkeleton, type GameMark, type GameTileProps } from '../tiles/game-tile';
import { tileGrid } from '../tiles/grid-layout';

const Page = styled.div`
  display: grid;
  /* One column no wider than the page: chip rows scroll inside it instead of widening it. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    /* Focused by script when the last favourite leaves the list: a ring for the keyboard only. */
    ${takenFocus}
  }
`;

const Points = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** A field as every other (its edge marks it out at 3:1, the one focus ring), round as the chips beside it. */
const Search = styled.input`
  ${controlBox}
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};

  /* Kept while it has nothing to say (a screen reader hears a status that changes, not one that appears), out of the flow. */
  &:empty {
    ${visuallyHidden}
  }
`;

/** A later page's failure stays in sight at the window's foot while the player is among the grid's rows. */
const PagesFailure = styled.div`
  position: sticky;
  inset-block-end: ${({ theme }) => theme.space.md};

  /* Above the phone's fixed tab bar, not under it (its Try again in sight: WCAG 2.4.11). */
  @media ${({ theme }) => theme.media.phone} {
    inset-block-end: ${({ theme }) => `calc(${theme.layout.tabBarRoom} + ${theme.space.md})`};
  }

  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** The lists whose every game has a mark (the hot games, the new ones): their tiles do not each repeat it. */
const LIST_MARKS: Partial<Record<SelectionType, GameMark>> = { HOT: 'hot', NEW: 'new' };

/** What a guest who chose a player's own list reads in the grid's place. */
const SELECTION_LOGIN_KEYS: Partial<Record<SelectionType, string>> = {
  FAV: 'lobby.favourites.logIn',
  RECENT: 'lobby.recent.logIn',
};

const SkeletonRow = styled.div`
  ${tileGrid}
`;

/** Placeholder tiles while the first page loads. */
const SKELETON_TILES = 12;

/** A heart's focus, when it leaves the Favourites list with its game, goes to the heart now in its place. */
interface LeavingHeart {
  nodeId: string;
  heart: Element;
  /** Its tile's place in the grid. */
  index: number;
  filter: object | undefined;
}

/**
 * `/rng`, `/bgs`, `/bingo`, `/live`, `/fish`, `/pvp` (query `vassalage`, or `page` on the slot page):
 * vendor chips, the brand's selection types, game types, a search across the whole category and a
 * virtualised grid of the vendor's games.
 */
export default function EGamePage() {
  const intl = useIntl();
  const brand = useBrand();
  const { language } = useLanguage();
  const route = lobbyRouteOf(useLocation().pathname);
  const [query, setQuery] = useSearchParams();
  const token = useSelector(selectToken);
  const trial = useSelector(selectIsTrial);
  const requireLogin = useGuardedAction();
  const launch = useLaunchGame();
  const freePlay = useFreePlay();
  const freePlayLine = useFreePlayLine();
  const favourites = useFavourites();
  const imageUrl = useCdn('imageCDNs');

  const lanes = useGetVendorLanesQuery({ language });
  const vendors = useMemo(() => lobbyVendors(lanes.data?.data.lanes, route), [lanes.data, route]);
  const vendor = useMemo(() => openingVendor(vendors, query), [vendors, query]);
  const vassalage = vendor?.vassalage;

  // Favourites and Recent are the player's: chosen in one session, they give way to where the lobby
  // starts when it ends (a logout, another login); the other selections stay. One chosen as a guest
  // carries into the login it asks for.
  const start = startingSelection(brand.gameSelectionTypes);
  const [selectionChoice, setSelectionChoice] = useState<{ token: string | null; selection: SelectionType }>({
    token,
    selection: start,
  });
  const selection =
    selectionChoice.token === token || selectionChoice.token === null || !PLAYER_SELECTIONS.includes(selectionChoice.selection)
      ? selectionChoice.selection
      : start;
  const setSelection = (next: SelectionType) => setSelectionChoice({ token, selection: next });
  // A game type belongs to its vendor: choosing another vendor starts from all types.
  const [typeChoice, setTypeChoice] = useState({ vassalage, gameType: '' });
  const gameType = typeChoice.vassalage === vassalage ? typeChoice.gameType : '';
  const setGameType = (next: string) => setTypeChoice({ vassalage, gameType: next });
  const types = useGetVendorGameTypesQuery(vassalage ? { vassalage, language } : skipToken);

  const [typed, setTyped] = useState('');
  const search = useDebounced(typed).trim();
  // The category's catalogue is fetched once the player first types, and kept for later searches.
  const [searchStarted, setSearchStarted] = useState(false);
  const vendorCodes = useMemo(() => vendors.map((card) => card.vassalage), [vendors]);
  const catalog = useCategoryCatalog(vendorCodes, language, searchStarted);
  const searchNames = useMemo(() => gameNameSearch(catalog.games), [catalog.games]);
  const matches = useMemo(() => searchNames(search), [searchNames, search]);
  const recent = useGetRecentGamesQuery(token && !trial && search ? { language } : skipToken);
  const hot = useGetHotGamesQuery(search && vassalage ? { vassalage, language } : skipToken);
  // This vendor's and language's only: the last ones' games are not suggested while these are on their way.
  const suggestions = useMemo(
    () => searchSuggestions(recent.currentData ?? [], hot.currentData?.list ?? []),
    [recent.currentData, hot.currentData],
  );

  // A guest's or trial player's Favourites or Recent has no games to ask for: the grid's place says why.
  const selectionClosed = PLAYER_SELECTIONS.includes(selection) && (!token || trial);
  const filter = useMemo(
    () =>
      vassalage && !selectionClosed ? { vassalage, selectionType: selection, ...(gameType ? { gameType } : {}), language } : undefined,
    [vassalage, selection, selectionClosed, gameType, language],
  );
  const pages = useGamePages(filter);

  const chooseVendor = (next: string) => setQuery({ vassalage: next }, { replace: true });

  const { isFavourite, isChanging, toggle } = favourites;
  const pageRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  // A removal on the Favourites list takes its tile away once the list is asked again, and the focus with it.
  const removalsLeaveList = !search && filter?.selectionType === 'FAV';
  const listShown = useRef({ removalsLeaveList, filter });
  useLayoutEffect(() => {
    listShown.current = { removalsLeaveList, filter };
  }, [removalsLeaveList, filter]);
  const leaving = useRef<LeavingHeart | null>(null);
  const [removed, setRemoved] = useState<{ nodeId: string; name: string; filter: object | undefined } | null>(null);

  const pressHeart = useCallback(
    (game: GameItem, heart: HTMLElement) => {
      const tile = heart.closest('[data-game-index]');
      const shown = listShown.current;
      if (shown.removalsLeaveList && heart.getAttribute('aria-pressed') === 'true' && tile && pageRef.current?.contains(tile)) {
        leaving.current = { nodeId: game.nodeId, heart, index: Number(tile.getAttribute('data-game-index')), filter: shown.filter };
        setRemoved({ nodeId: game.nodeId, name: game.gameName, filter: shown.filter });
      }
      toggle(game);
    },
    [toggle],
  );

  // After each render: the heart that left with its game hands the focus on, if the focus went with it.
  useLayoutEffect(() => {
    const left = leaving.current;
    if (!left) return;
    if (left.filter !== filter) {
      leaving.current = null;
      return;
    }
    if (left.heart.isConnected) {
      // Refused and rolled back: the game stays, and so does the focus.
      if (isFavourite(left.nodeId) && !isChanging(left.nodeId)) leaving.current = null;
      return;
    }
    leaving.current = null;
    // The player has moved on meanwhile: their focus stays where they put it.
    if (document.activeElement && document.activeElement !== document.body) return;
    const heartAt = (index: number) => pageRef.current?.querySelector<HTMLElement>(`[data-game-index="${index}"] button[aria-pressed]`);
    (heartAt(left.index) ?? heartAt(left.index - 1) ?? headingRef.current)?.focus();
  });

  // A Try again answered takes its message away, and the focus with it: it goes to what came back (WCAG 2.4.3).
  const heartOf = (nodeId?: string) =>
    [...(pageRef.current?.querySelectorAll<HTMLElement>('[data-node-id]') ?? [])]
      .find((tile) => nodeId === undefined || tile.dataset.nodeId === nodeId)
      ?.querySelector<HTMLElement>('button[aria-pressed]');
  const focusHeading = () => headingRef.current?.focus({ preventScroll: true });
  const lobbyShown: CallShown =
    lanes.error || (!search && pages.error) ? 'failure' : lanes.isLoading || pages.isLoading ? 'loading' : 'content';
  useFocusAfterRetry(lobbyShown, { content: focusHeading });
  const searchShown: CallShown = catalog.error ? 'failure' : catalog.status === 'ready' ? 'content' : 'loading';
  useFocusAfterRetry(search ? searchShown : 'content', { content: () => searchRef.current?.focus() });
  useFocusAfterRetry(favourites.loadFailure ? 'failure' : 'content', { content: () => (heartOf() ?? headingRef.current)?.focus() });
  const refusedGame = useRef<string>(undefined);
  const refusedNow = favourites.changeFailure?.nodeId;
  useLayoutEffect(() => {
    if (refusedNow !== undefined) refusedGame.current = refusedNow;
  }, [refusedNow]);
  useFocusAfterRetry(favourites.changeFailure ? 'failure' : 'content', {
    // Its game's heart, or (gone from the Favourites list with it) the first one.
    content: () => (heartOf(refusedGame.current) ?? heartOf() ?? headingRef.current)?.focus(),
  });

  // One heart object per state, shared by the tiles: a tile whose heart has not changed keeps its memo.
  const hearts = useMemo(() => {
    const heart = (on: boolean, changing: boolean): NonNullable<GameTileProps['favourite']> => ({ on, changing, toggle: pressHeart });
    return [
      [heart(false, false), heart(false, true)],
      [heart(true, false), heart(true, true)],
    ];
  }, [pressHeart]);

  // `listMark`: the selection's mark, for its own grid only; a search's results and suggestions are of every kind.
  const tileWith = useCallback(
    (game: GameItem, listMark?: GameMark) => {
      const on = isFavourite(game.nodeId);
      return (
        <GameTile
          game={game}
          iconSrc={imageUrl(game.iconUrl)}
          onLaunch={launch}
          // No heart while the favourites are not known: it could only guess whether it is pressed.
          favourite={on === undefined ? undefined : hearts[Number(on)][Number(isChanging(game.nodeId))]}
          freePlayTo={freePlay(game)}
          listMark={listMark}
        />
      );
    },
    [imageUrl, launch, isFavourite, isChanging, hearts, freePlay],
  );
  const renderTile = useCallback((game: GameItem) => tileWith(game), [tileWith]);
  const selectionMark = LIST_MARKS[selection];
  const renderSelectionTile = useCallback((game: GameItem) => tileWith(game, selectionMark), [tileWith, selectionMark]);
  const removedShown = removed && removed.filter === filter && isFavourite(removed.nodeId) === false ? removed : null;

  const title = intl.formatMessage({ id: route.titleKey });
  const rate = GAME_POINT_RATES[route.category];

  return (
    <Page ref={pageRef}>
      <Heading>
        {/* Focusable by script: where the focus goes when the last favourite leaves the list. */}
        <h1 ref={headingRef} tabIndex={-1}>
          {title}
        </h1>
        {rate !== undefined && (
          <Points>
            <GamePoints rate={rate} />
          </Points>
        )}
      </Heading>
      {lanes.error ? (
        <CallFailure
          error={lanes.error}
          // The page's one Try again: the favourites' call, failed with it unseen behind this message, is asked again too.
          onRetry={() => {
            void lanes.refetch();
            favourites.loadFailure?.onRetry();
          }}
          retrying={lanes.isFetching}
        />
      ) : lanes.isLoading ? (
        <SkeletonRow aria-busy="true">
          {Array.from({ length: SKELETON_TILES }, (_, i) => (
            <GameTileSkeleton key={i} freePlay={freePlayLine} />
          ))}
        </SkeletonRow>
      ) : vendors.length === 0 ? (
        <EmptyNote>
          <FormattedMessage id="games.lobby.empty" />
        </EmptyNote>
      ) : (
        <>
          {vendors.length > 1 && vassalage && (
            <Chips
              hideLabel
              label={<FormattedMessage id="games.lobby.vendors" />}
              options={vendors.map((card) => ({ value: card.vassalage, label: <VendorName vendor={card} /> }))}
              value={vassalage}
              onChange={chooseVendor}
              // A lobby's providers (a dozen or more) wrapped into rows that filled a phone's first screen before its games.
              phoneRow
            />
          )}
          <Chips
            hideLabel
            label={<FormattedMessage id="games.lobby.selection" />}
            // In the brand's order, where the lobby's starting list (`startingSelection`) is read from too.
            options={brand.gameSelectionTypes.map((type) => ({
              value: type,
              label: <FormattedMessage id={`games.selection.${type}`} />,
            }))}
            value={selection}
            // Never a login on the way: the arrow keys choose as they move through the chips (WCAG 3.2.2).
            onChange={setSelection}
          />
          {(types.currentData?.length ?? 0) > 1 && (
            <Chips
              hideLabel
              label={<FormattedMessage id="games.lobby.types" />}
              options={[
                { value: '', label: <FormattedMessage id="games.lobby.allTypes" /> },
                ...(types.currentData ?? []).map((type) => ({ value: type.gameType, label: type.gameTypeName })),
              ]}
              value={gameType}
              onChange={setGameType}
              phoneRow
            />
          )}
          <Search
            ref={searchRef}
            type="search"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              if (event.target.value.trim()) setSearchStarted(true);
            }}
            aria-label={intl.formatMessage({ id: 'games.lobby.search' })}
            placeholder={intl.formatMessage({ id: 'games.lobby.search' })}
          />
          {favourites.loadFailure && <CallFailure {...favourites.loadFailure} />}
          {favourites.changeFailure && (
            <CallFailure
              error={favourites.changeFailure.error}
              onRetry={favourites.changeFailure.onRetry}
              retrying={favourites.changeFailure.retrying}
            />
          )}
          {/* One status for the grid (the search's news, a favourite leaving the Favourites list), mounted before it: a status mounted with its words in is often not said. */}
          <Status role="status">
            {!search ? (
              // The game's name isolated: the status's plaintext direction would otherwise follow an Arabic name and scramble the sentence.
              removedShown && <FormattedMessage id="games.favourite.removed" values={{ name: <bdi>{removedShown.name}</bdi> }} />
            ) : catalog.error ? null : catalog.status !== 'ready' ? (
              <FormattedMessage id="games.lobby.searching" />
            ) : matches.length > 0 ? (
              <FormattedMessage id="games.lobby.results" values={{ count: matches.length }} />
            ) : (
              // "You might like these instead" only above games: a guest has no recent games, and the hot ones may be none.
              <FormattedMessage
                id={suggestions.length > 0 ? 'games.lobby.noMatch' : 'games.lobby.noMatchAlone'}
                values={{ query: search }}
              />
            )}
          </Status>
          {search ? (
            catalog.error ? (
              <CallFailure error={catalog.error} onRetry={catalog.retry} retrying={catalog.retrying} />
            ) : catalog.status !== 'ready' ? null : matches.length > 0 ? (
              <GameGrid
                label={intl.formatMessage({ id: 'games.lobby.searchResults' })}
                count={matches.length}
                gameAt={(i) => matches[i]}
                renderTile={renderTile}
              />
            ) : (
              suggestions.length > 0 && (
                <GameGrid
                  label={intl.formatMessage({ id: 'games.lobby.suggestions' })}
                  count={suggestions.length}
                  gameAt={(i) => suggestions[i]}
                  renderTile={renderTile}
                />
              )
            )
          ) : selectionClosed ? (
            // A lobby is a first screen, drawn from the catalog's shell part: this line's words come with the rest.
            <Suspense fallback={null}>
              <WithFullCatalog>
                <EmptyState
                  title={
                    <FormattedMessage
                      id={
                        trial ? ERROR_MESSAGE_KEYS.needTrueAccount : (SELECTION_LOGIN_KEYS[selection] ?? ERROR_MESSAGE_KEYS.needTrueAccount)
                      }
                    />
                  }
                  action={
                    !trial && (
                      <Button onClick={() => requireLogin(() => undefined)}>
                        <FormattedMessage id="auth.login.title" />
                      </Button>
                    )
                  }
                />
              </WithFullCatalog>
            </Suspense>
          ) : pages.error ? (
            <CallFailure error={pages.error} onRetry={() => void pages.refetch()} retrying={pages.isLoading} />
          ) : pages.isLoading && pages.count === 0 ? (
            <SkeletonRow aria-busy="true">
              {Array.from({ length: SKELETON_TILES }, (_, i) => (
                <GameTileSkeleton key={i} freePlay={freePlayLine} />
              ))}
            </SkeletonRow>
          ) : pages.count === 0 ? (
            <EmptyNote>
              <FormattedMessage id="games.lobby.empty" />
            </EmptyNote>
          ) : (
            <>
              <GameGrid
                label={intl.formatMessage({ id: 'games.lobby.grid' }, { vendor: vendor?.displayName ?? '' })}
                count={pages.count}
                gameAt={pages.gameAt}
                renderTile={renderSelectionTile}
                placeholderFreePlay={freePlayLine}
                onVisibleRange={pages.load}
              />
              {pages.pageError !== undefined && (
                <PagesFailure>
                  <CallFailure error={pages.pageError} onRetry={pages.retryPages} retrying={pages.pagesRetrying} />
                </PagesFailure>
              )}
            </>
          )}
        </>
      )}
    </Page>
  );
}
