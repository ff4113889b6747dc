import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useMerchantCurrencySymbol } from '@wl/api-client';
import { Amount, RelativeTime } from '@wl/i18n';
import { bareList, CallFailure, Card, EmptyState, lineInOwnDirection, Skeleton } from '@wl/ui-kit';
import { useLatestWinners } from './latest-winners';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * A game's name on one line, cut with an ellipsis (the full name on hover): in the narrow column beside the
 * promotions, "Golden Cascade Megaways" took three lines a row. In its own direction (`dir="auto"`), so a Latin name on
 * a right-to-left page loses its end, not its start ("…ing Roulette I"); as wide as its name, at the row's start in
 * the page's direction (the grid's), not the name's.
 */
const Game = styled(Muted).attrs({ dir: 'auto' })`
  justify-self: start;
  max-inline-size: 100%;
  ${lineInOwnDirection}
`;

const Win = styled.strong`
  color: ${({ theme }) => theme.colors.success};
  text-align: end;
`;

/** The promotion pages' winners, beside the promotions: masked names, the game, the win, how long ago. */
export function WinnersList() {
  const intl = useIntl();
  const currencySymbol = useMerchantCurrencySymbol();
  const { data, error, isFetching, refetch } = useLatestWinners();
  const heading = <FormattedMessage id="promotion.winners.title" />;
  if (!data && !error)
    return (
      <Card heading={heading} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} />
        ))}
      </Card>
    );
  if (error)
    return (
      <Card heading={heading}>
        <CallFailure error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Card>
    );
  const winners = data ?? [];
  return (
    <Card heading={heading}>
      {winners.length === 0 ? (
        <EmptyState title={<FormattedMessage id="promotion.winners.empty" />} />
      ) : (
        <List aria-label={intl.formatMessage({ id: 'promotion.winners.title' })}>
          {winners.map((winner, i) => (
            // Masked names repeat: two wins of one name at one time need the place to tell them apart.
            <Row key={`${winner.userName}-${winner.winTime}-${i}`}>
              <span>{winner.userName}</span>
              <Win>
                <Amount value={winner.winAmount} currencySymbol={currencySymbol} />
              </Win>
              <Game title={winner.gameName}>{winner.gameName}</Game>
              <Muted>
                <RelativeTime value={winner.winTime} />
              </Muted>
            </Row>
          ))}
        </List>
      )}
    </Card>
  );
}
