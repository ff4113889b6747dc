import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { useEndSession } from '@wl/session';
import { AboveModals, Button, useTakeFocus } from '@wl/ui-kit';
import styled from 'styled-components';
import { useMemberCurrency } from '../common/money';
import { RESPONSIBLE_GAMING_PATH } from './responsible-gaming-path';
import { elapsedParts, nextCheckAtMs, sessionElapsedMs, useProtection } from './session-time';

const MINUTE_MS = 60_000;

const Dialog = styled.div`
  position: fixed;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline: 0;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(${({ theme }) => theme.size.sheet}, calc(100% - ${({ theme }) => theme.space.lg}));
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => `${theme.size.borderStrong} solid ${theme.colors.warning}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
`;

/**
 * The reality check: every N minutes (the player's choice, 10 to 60) it stops play with the time
 * played and the net result, and offers to stop. Mounted once by the site's layout, which says how to
 * clear the way to a page (`onLeave`): the check comes due over open modals, which would hide it.
 */
export function RealityCheck({ onLeave }: { onLeave?: () => void }) {
  const { data, fulfilledTimeStamp, refetch } = useProtection();
  const endSession = useEndSession();
  // One logout: a second press while the first is on its way would send the call again.
  const [stopping, setStopping] = useState(false);
  // Asked for now, so the amount is in the wallet's currency the moment the check shows.
  const { format } = useMemberCurrency();
  /** When the check came due (epoch ms); null while play goes on. */
  const [due, setDue] = useState<number | null>(null);
  const minutes = data?.realityCheckMinutes ?? null;
  const elapsedAtAnswer = data?.session.elapsedMs;
  /** The session time of the last check shown: a server clock a little behind ours must not bring it again. */
  const lastCheck = useRef(0);

  useEffect(() => {
    if (!minutes || due !== null || elapsedAtAnswer === undefined) return;
    // Counted on the session's own time, not from this mount: a reload does not start the count again, and
    // after "Keep playing" the next check is the following whole interval of play, not N minutes from the press.
    const elapsed = sessionElapsedMs(elapsedAtAnswer, fulfilledTimeStamp, Date.now());
    const period = minutes * MINUTE_MS;
    const next = Math.max(nextCheckAtMs(elapsed, period), lastCheck.current + period);
    const timer = setTimeout(() => {
      lastCheck.current = next;
      // Fresh figures for the net result before the check shows: it is read out as it shows, not when they change.
      // A refetch that fails leaves the last figures, and the check still shows.
      const show = () => setDue(Date.now());
      void refetch().then(show, show);
    }, next - elapsed);
    return () => clearTimeout(timer);
  }, [minutes, due, elapsedAtAnswer, fulfilledTimeStamp, refetch]);

  const shown = due !== null && Boolean(data);
  const keepPlaying = useRef<HTMLButtonElement>(null);
  // An alert dialog takes the focus, so a keyboard or screen-reader player is stopped as play is.
  useTakeFocus(keepPlaying, shown);

  if (due === null || !data) return null;
  const played = elapsedParts(sessionElapsedMs(data.session.elapsedMs, fulfilledTimeStamp, due));
  // Above any modal or drawer the player has open: drawn inside the page, they would leave it inert.
  return (
    <AboveModals>
      <Dialog role="alertdialog" aria-modal="false" aria-labelledby="reality-check-title" aria-describedby="reality-check-text">
        <strong id="reality-check-title">
          <FormattedMessage id="member.rg.realityCheck.title" />
        </strong>
        <p id="reality-check-text">
          <FormattedMessage
            id="member.rg.realityCheck.text"
            values={{ hours: played.hours, minutes: played.minutes, result: format(data.session.netResult) }}
          />
        </p>
        <Actions>
          <Button ref={keepPlaying} onClick={() => setDue(null)}>
            <FormattedMessage id="member.rg.realityCheck.continue" />
          </Button>
          <Button
            variant="secondary"
            busy={stopping}
            onClick={() => {
              setStopping(true);
              void endSession();
            }}
          >
            <FormattedMessage id="member.rg.realityCheck.stop" />
          </Button>
          <Link
            to={RESPONSIBLE_GAMING_PATH}
            onClick={() => {
              setDue(null);
              onLeave?.();
            }}
          >
            <FormattedMessage id="member.rg.realityCheck.settings" />
          </Link>
        </Actions>
      </Dialog>
    </AboveModals>
  );
}
