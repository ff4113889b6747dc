import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '@wl/ui-kit';

/** Apart from the name also where a chip lays its words out as a flex row, which drops the space between them. */
const Mark = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

/**
 * A vendor's name where a player picks a provider, marked hot where the server says so (spec §3 `isHot`), as a hot
 * game's tile is: the mark's word is part of the name read ("PG Soft Hot").
 */
export function VendorName({ vendor }: { vendor: { displayName: string; isHot?: 0 | 1 } }) {
  return (
    <>
      {vendor.displayName}
      {vendor.isHot === 1 && (
        <>
          {/* The space keeps the words apart in the name read ("PG Soft Hot"). */}{' '}
          <Mark>
            <Badge tone="danger">
              <FormattedMessage id="games.tile.hot" />
            </Badge>
          </Mark>
        </>
      )}
    </>
  );
}
