import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import type { InPlaceNavigation } from '@wl/api-client';
import { useBrand, type PrizeMode } from '@wl/brand';
import { CodeName, PRIZE_MODE_NAMES } from '@wl/i18n';
import { ToggleChips } from '@wl/ui-kit';

/**
 * What a link into a lobby carries beside its URL (router state: spec §2 gives the routes only
 * `gameCode` and `playType`): the prize mode the player chose where they followed it.
 */
export interface LotteryLinkState extends InPlaceNavigation {
  prizeMode?: PrizeMode;
}

/**
 * The brand's prize modes, and the one in force: the player's (chosen here, or brought by a link), else `lobbyMode`,
 * the lobby's own (`/elott` plays in Elott), when the brand offers it, else the brand's first (brand config, spec §1).
 * The fourth value is the player's mode, if any: only that one goes with a link to another lobby, which opens in its own.
 */
export function usePrizeMode(lobbyMode?: PrizeMode): [PrizeMode, (mode: PrizeMode) => void, readonly PrizeMode[], PrizeMode | undefined] {
  const { prizeModes } = useBrand();
  const linked = (useLocation().state as LotteryLinkState | null)?.prizeMode;
  // The site keys a lobby by its route and query, so a link to it starts it afresh: the link's mode is read once.
  const [chosen, choose] = useState<PrizeMode | null>(linked ?? null);
  const offered = (mode: PrizeMode | null | undefined): mode is PrizeMode => !!mode && prizeModes.includes(mode);
  const mode = offered(chosen) ? chosen : offered(lobbyMode) ? lobbyMode : (prizeModes[0] ?? 'Lott');
  return [mode, choose, prizeModes, offered(chosen) ? chosen : undefined];
}

/**
 * A switch limited to the brand's prize modes, each by its name; with one mode there is nothing to switch.
 * Toggle buttons (`ToggleChips`), not radios: a radio chooses as the arrow keys move, and a choice
 * launches the open game again, a real-money session per mode passed.
 */
export function PrizeModeSwitch({
  value,
  modes,
  onChange,
}: {
  value: PrizeMode;
  modes: readonly PrizeMode[];
  onChange: (mode: PrizeMode) => void;
}) {
  if (modes.length < 2) return null;
  return (
    <ToggleChips
      label={<FormattedMessage id="lottery.prizeMode.label" />}
      options={modes.map((mode) => ({ value: mode, label: <CodeName prefix={PRIZE_MODE_NAMES} code={mode} /> }))}
      value={value}
      onChange={onChange}
    />
  );
}
