import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';

const Title = styled.h1`
  font-size: ${({ theme }) => theme.fontSize.xxl};
  color: ${({ theme }) => theme.colors.primary};
`;

/** The home route (`/`, `/index`, `/index.html`, `/home`). */
export default function HomePage() {
  const brand = useBrand();
  return (
    <Title>
      <FormattedMessage id="home.welcome" values={{ brand: brand.name }} />
    </Title>
  );
}
