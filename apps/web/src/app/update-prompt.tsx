import { useState, useSyncExternalStore } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Button } from '@wl/ui-kit';
import { updateStore } from '../service-worker/update-store';

const Bar = styled.div`
  position: fixed;
  inset-inline: ${({ theme }) => theme.space.md};
  inset-block-end: calc(${({ theme }) => theme.layout.tabBarRoom} + ${({ theme }) => theme.space.sm});
  /* Under an open modal or drawer, which leaves the page (this with it) inert until it closes: above, it would cover
     the dialog's lower buttons with its own dead ones. */
  z-index: ${({ theme }) => theme.zIndex.floating};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: ${({ theme }) => theme.size.sheet};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/**
 * Offers a new build when one is waiting: the player chooses when to reload, never mid-bet. "Later"
 * puts off this offer only: a new one (another tab let the build take over) shows again. The status
 * is there, empty, before an offer, so that screen readers say the offer when it comes.
 */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(updateStore.subscribe, updateStore.get);
  const [dismissed, setDismissed] = useState<typeof apply>(null);
  return (
    <div role="status">
      {apply && apply !== dismissed && (
        <Bar>
          <FormattedMessage id="app.update.available" />
          <Actions>
            <Button variant="ghost" onClick={() => setDismissed(() => apply)}>
              <FormattedMessage id="app.update.later" />
            </Button>
            <Button onClick={apply}>
              <FormattedMessage id="app.update.reload" />
            </Button>
          </Actions>
        </Bar>
      )}
    </div>
  );
}
