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

/** The brand's prize modes; the one a link brought, else its first, is the default (brand config, spec §1). */
export function usePrizeMode(): [PrizeMode, (mode: PrizeMode) => void, readonly PrizeMode[]] {
  const { prizeModes } = useBrand();
  const linked = (useLocation().state as LotteryLinkState | null)?.prizeMode;
  // The site keys a lobby by its route and query, so a link to it starts it afresh: the link's mode is read once.
  const [chosen, choose] = useState<PrizeMode | null>(linked ?? null);
  const mode = chosen && prizeModes.includes(chosen) ? chosen : (prizeModes[0] ?? 'Lott');
  return [mode, choose, prizeModes];
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
