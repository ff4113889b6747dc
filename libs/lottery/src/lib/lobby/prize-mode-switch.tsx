import { useId, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand, type PrizeMode } from '@wl/brand';
import { bareList, focusRing, useSelectedInView } from '@wl/ui-kit';
import { CodeName } from '../common/code-name';

/**
 * Catalog names of the prize modes, keyed by the vendor's code (`games.prizeMode.Lott`): home's chips
 * name them too, from the catalog's shell part (always loaded), so both read the one set of keys.
 */
const PRIZE_MODE_NAMES = 'games.prizeMode';

/**
 * What a link into a lobby carries beside its URL (router state: spec §2 gives the routes only
 * `gameCode` and `playType`): the prize mode the player chose where they followed it.
 */
export interface LotteryLinkState {
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
 * Toggle buttons, one tab stop each, not radios: a radio chooses as the arrow keys move, and a choice
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
  const labelId = useId();
  const row = useRef<HTMLUListElement>(null);
  useSelectedInView(row, '[aria-pressed="true"]', value);
  if (modes.length < 2) return null;
  return (
    <Group role="group" aria-labelledby={labelId}>
      <Label id={labelId}>
        <FormattedMessage id="lottery.prizeMode.label" />
      </Label>
      <Row ref={row}>
        {modes.map((mode) => (
          <li key={mode}>
            <Mode type="button" aria-pressed={mode === value} onClick={() => mode !== value && onChange(mode)}>
              <CodeName prefix={PRIZE_MODE_NAMES} code={mode} />
            </Mode>
          </li>
        ))}
      </Row>
    </Group>
  );
}

/** No wider than the page, whatever the modes' names: the row scrolls on its own on a phone. */
const Group = styled.div`
  min-inline-size: 0;
  max-inline-size: 100%;
`;

const Label = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/** One row that scrolls sideways on a phone, with room for the focus ring. */
const Row = styled.ul`
  ${bareList}
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  scrollbar-width: none;
  padding: ${({ theme }) => theme.focusRing.width};
`;

const Mode = styled.button`
  display: inline-flex;
  align-items: center;
  min-block-size: ${({ theme }) => theme.size.touch};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  white-space: nowrap;
  cursor: pointer;
  ${focusRing}

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
