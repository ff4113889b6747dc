import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import type { ResponsibleGaming } from '@wl/api-client';
import { safeSessionStorage } from '@wl/i18n';
import { type SessionState, SESSION_SLICE } from '@wl/session';
import { Button, Card } from '@wl/ui-kit';
import { DepositLimitForm } from './deposit-limit-form';
import { useProtection } from './session-time';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/**
 * "Not now" holds for the account's visit: the offer made right after registration is not made again beside the
 * first deposit, where it pushed the deposit form a screen down. Keyed by the account, so another player in the tab
 * is still offered it.
 */
const PUT_AWAY_STORAGE_KEY = 'depositLimitOfferPutAway';

function useAccount(): string | null {
  // A store without the session slice (the offer alone in a story) has no account to remember it for.
  return useSelector((state: { [SESSION_SLICE]?: SessionState }) => {
    const session = state[SESSION_SLICE];
    return session?.status === 'loggedIn' ? session.account : null;
  });
}

/**
 * The deposit-limit step offered to a new player: clearly optional, the three limits, and "not now"
 * (which reads "continue" once limits are saved, so the saved message stays in view until then).
 */
export function DepositLimitOffer({ onDone }: { onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const account = useAccount();
  // The limits as saved: a second Save must not send a pending raise again (it would restart its 24 hours).
  const { data } = useProtection();
  return (
    <Stack>
      <p>
        <FormattedMessage id="member.rg.offer.text" />
      </p>
      <DepositLimitForm limits={data?.limits} onSaved={() => setSaved(true)} />
      <div>
        <Button
          variant="secondary"
          onClick={() => {
            if (account) safeSessionStorage().setItem(PUT_AWAY_STORAGE_KEY, account);
            onDone();
          }}
        >
          <FormattedMessage id={saved ? 'member.rg.offer.done' : 'member.rg.offer.skip'} />
        </Button>
      </div>
    </Stack>
  );
}

/** Before the first deposit, a player with no limit (none in force, none pending) is offered them. */
export function needsLimitOffer(protection: ResponsibleGaming): boolean {
  return !protection.hasDeposited && protection.limits.every((limit) => limit.amount === null && limit.pending === null);
}

/** On the deposit page: the offer beside the first deposit, a card above the deposit form, until put away. */
export function FirstDepositLimitOffer() {
  const { data } = useProtection();
  const account = useAccount();
  // Decided once, when the protections first arrive: saving a limit must not take the card (and its message) away.
  const [offered, setOffered] = useState<boolean | null>(null);
  if (offered === null && data)
    setOffered(needsLimitOffer(data) && (account === null || safeSessionStorage().getItem(PUT_AWAY_STORAGE_KEY) !== account));
  if (!offered) return null;
  return (
    <Card heading={<FormattedMessage id="member.rg.offer.title" />}>
      <DepositLimitOffer onDone={() => setOffered(false)} />
    </Card>
  );
}
