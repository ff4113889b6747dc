import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useBrand, type PrizeMode } from '@wl/brand';
import { Chips } from '@wl/ui-kit';
import { CodeName } from '../common/code-name';

/**
 * Catalog names of the prize modes, keyed by the vendor's code (`games.prizeMode.Lott`): home's chips
 * name them too, from the catalog's shell part (always loaded), so both read the one set of keys.
 */
const PRIZE_MODE_NAMES = 'games.prizeMode';

/** The brand's prize modes; its first is the default (brand config, spec §1). */
export function usePrizeMode(): [PrizeMode, (mode: PrizeMode) => void, readonly PrizeMode[]] {
  const { prizeModes } = useBrand();
  const [chosen, choose] = useState<PrizeMode | null>(null);
  const mode = chosen && prizeModes.includes(chosen) ? chosen : (prizeModes[0] ?? 'Lott');
  return [mode, choose, prizeModes];
}

/** A switch limited to the brand's prize modes, each by its name (its value the vendor's code); with one mode there is nothing to switch. */
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
    <Chips
      label={<FormattedMessage id="lottery.prizeMode.label" />}
      name="lottery-prize-mode"
      options={modes.map((mode) => ({ value: mode, label: <CodeName prefix={PRIZE_MODE_NAMES} code={mode} /> }))}
      value={value}
      onChange={onChange}
    />
  );
}
