import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CATEGORY_LABEL_KEYS } from '@wl/api-client';
import { DEFAULT_MINIMUM_AGE, useBrand } from '@wl/brand';
import { ABOUT_TOPIC_KEYS, ABOUT_TOPICS, aboutTopicPath, HELP_TOPIC_KEYS, HELP_TOPICS } from '@wl/content';
import { RESPONSIBLE_GAMING_PATH } from '@wl/member';
import { CATEGORY_ROUTES, useNavigationItems } from '@wl/games';
import { bareList, Button } from '@wl/ui-kit';
import { RESOURCE_TYPES, useSiteSettings } from '../site-settings';
import { useContactCustomerService } from '../use-contact-customer-service';
import { pageColumn } from './page-column';

/** Spec §1: what the footer claims the site offers, in the play step's text. */
const FOOTER_CLAIMS = { sports: 140, casinoGames: 5000 } as const;

/** Spec §1: the footer's three steps. */
const STEP_KEYS = [
  { title: 'footer.step.register.title', text: 'footer.step.register.text' },
  { title: 'footer.step.play.title', text: 'footer.step.play.text' },
  { title: 'footer.step.win.title', text: 'footer.step.win.text' },
] as const;
/** The product navigation: each game category's page, as the head navigation shows it (spec §2: only with a vendor). */
const PRODUCTS: readonly (keyof typeof CATEGORY_ROUTES)[] = ['SPORTS', 'LIVE', 'RNG', 'LOTTERY', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'];

const Wrapper = styled.footer`
  margin-top: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The footer's content in the page's own column (`pageColumn`): its columns start where the page's do. */
const Inner = styled.div<{ $besideSideBar: boolean }>`
  ${pageColumn}
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.sideBarWidth}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${bareList}

  /* Two columns would leave the third step alone on a row and wrap a long step title after its number. */
  @media ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StepTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.sideBarWidth}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

/** A heading's line height, also where it is a paragraph (the products' nav is named by its label): it sat lower. */
const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  line-height: ${({ theme }) => theme.lineHeight.tight};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Links = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  ${bareList}

  /* Links outside running text are at least 24 px tall (WCAG 2.5.8), so a thumb can hit them. */
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.target};
    color: inherit;
    text-decoration: none;
  }

  a:hover,
  a:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const About = styled(Links)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.colors.border};
`;

const Licence = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/** The brand's minimum age (18+ or 21+) as the round mark players know from other sites. */
const AgeMark = styled.span`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: ${({ theme }) => theme.space.xl};
  height: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.size.borderStrong} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

/**
 * Spec §1 / §2 footer: three steps, help, products, social links, about links, licence, customer service.
 * `besideSideBar`: the layout shows the fixed side bar (not on phones).
 */
export function Footer({ besideSideBar = false }: { besideSideBar?: boolean }) {
  const intl = useIntl();
  const brand = useBrand();
  const settings = useSiteSettings();
  const age = brand.minimumAge ?? DEFAULT_MINIMUM_AGE;
  const openCustomerService = useContactCustomerService();
  const navigation = useNavigationItems();
  const listed = PRODUCTS.filter((category) => navigation.some((item) => item.to === CATEGORY_ROUTES[category]));
  // Until the vendors are in (or if they cannot be had) the navigation lists no category: all eight then.
  const products = listed.length > 0 ? listed : PRODUCTS;
  const social = [
    { type: RESOURCE_TYPES.telegram, labelKey: 'social.telegram' },
    { type: RESOURCE_TYPES.facebook, labelKey: 'social.facebook' },
  ].flatMap(({ type, labelKey }) => {
    const resource = settings.resource(type);
    return resource ? [{ url: resource.url, labelKey }] : [];
  });

  return (
    <Wrapper>
      <Inner $besideSideBar={besideSideBar}>
        <Steps aria-label={intl.formatMessage({ id: 'footer.steps' })}>
          {STEP_KEYS.map((step, index) => (
            <li key={step.title}>
              <StepTitle>
                <FormattedMessage id={step.title} values={{ number: index + 1 }} />
              </StepTitle>
              <FormattedMessage id={step.text} values={FOOTER_CLAIMS} />
            </li>
          ))}
        </Steps>
        <Columns>
          <section aria-labelledby="footer-help">
            <ColumnTitle id="footer-help">
              <FormattedMessage id="footer.help" />
            </ColumnTitle>
            <Links>
              {HELP_TOPICS.map((topic) => (
                <li key={topic}>
                  <Link to={`/help#${topic}`}>
                    <FormattedMessage id={HELP_TOPIC_KEYS[topic]} />
                  </Link>
                </li>
              ))}
            </Links>
          </section>
          <nav aria-label={intl.formatMessage({ id: 'footer.products' })}>
            <ColumnTitle as="p">
              <FormattedMessage id="footer.products" />
            </ColumnTitle>
            <Links>
              {products.map((category) => (
                <li key={category}>
                  <Link to={CATEGORY_ROUTES[category]}>
                    <FormattedMessage id={CATEGORY_LABEL_KEYS[category]} />
                  </Link>
                </li>
              ))}
            </Links>
          </nav>
          {social.length > 0 && (
            <section aria-labelledby="footer-social">
              <ColumnTitle id="footer-social">
                <FormattedMessage id="footer.social" />
              </ColumnTitle>
              <Links>
                {social.map(({ url, labelKey }) => (
                  <li key={labelKey}>
                    <a href={url} target="_blank" rel="noopener noreferrer">
                      <FormattedMessage id={labelKey} />
                    </a>
                  </li>
                ))}
              </Links>
            </section>
          )}
          <section aria-labelledby="footer-service">
            <ColumnTitle id="footer-service">
              <FormattedMessage id="footer.customerService.title" />
            </ColumnTitle>
            <p>
              <FormattedMessage id="footer.customerService.text" />
            </p>
            <Button variant="secondary" onClick={openCustomerService}>
              <FormattedMessage id="sidebar.customerService" />
            </Button>
          </section>
        </Columns>
        <About aria-label={intl.formatMessage({ id: 'footer.about' })}>
          {ABOUT_TOPICS.map((topic) => (
            <li key={topic}>
              <Link to={topic === 'responsibleGaming' ? RESPONSIBLE_GAMING_PATH : aboutTopicPath(topic)}>
                <FormattedMessage id={ABOUT_TOPIC_KEYS[topic]} />
              </Link>
            </li>
          ))}
        </About>
        <Licence>
          <AgeMark aria-hidden>
            <FormattedMessage id="footer.ageMark" values={{ age }} />
          </AgeMark>
          <FormattedMessage id="footer.licence" values={{ brand: brand.name, age }} />
        </Licence>
      </Inner>
    </Wrapper>
  );
}
