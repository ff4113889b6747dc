import { useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useBrand } from '@wl/brand';
import { bareList, Button, Card, ErrorActionsContext, Icon, Sparkles, Trophy, Wallet, type IconComponent } from '@wl/ui-kit';
import { useOpenCustomerService } from '../customer-service/use-open-customer-service';
import { aboutTopicPath } from '../pages/about-topics';
import { ContentPage } from '../pages/content-page';
import { NumberedSteps } from '../pages/numbered-steps';

/** What the affiliate programme offers, in the agent center's own terms (spec §1: team, contracts, salaries). */
const BENEFITS: ReadonlyArray<{ titleKey: string; textKey: string; icon: IconComponent }> = [
  { titleKey: 'join.benefit.commission.title', textKey: 'join.benefit.commission.text', icon: Wallet },
  { titleKey: 'join.benefit.contracts.title', textKey: 'join.benefit.contracts.text', icon: Trophy },
  { titleKey: 'join.benefit.reports.title', textKey: 'join.benefit.reports.text', icon: Sparkles },
];
const STEPS = ['join.step.contact', 'join.step.share', 'join.step.earn'] as const;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.layout.cardColumn}), 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${bareList}
`;

/** A benefit's picture beside its text, apart from it, rather than run into its first line. */
const Benefit = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  line-height: ${({ theme }) => theme.lineHeight.body};

  & > :first-child {
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** `/join`: the affiliate programme: what an agent earns, how to start, and the way in (customer service signs agents up). */
export default function JoinPage() {
  const brand = useBrand();
  // The site's customer-service handler knows the player's channel (VIP above rank 4, spec §6); without one (a story), live chat.
  const { contactSupport } = useContext(ErrorActionsContext);
  const openLiveChat = useOpenCustomerService();
  const contactUs = contactSupport ?? (() => void openLiveChat());
  return (
    <ContentPage
      title={<FormattedMessage id="page.join.title" />}
      intro={<FormattedMessage id="join.intro" values={{ brand: brand.name }} />}
    >
      <Grid>
        {BENEFITS.map(({ titleKey, textKey, icon }) => (
          <li key={titleKey}>
            <Card heading={<FormattedMessage id={titleKey} />}>
              <Benefit>
                <Icon icon={icon} />
                <span>
                  <FormattedMessage id={textKey} />
                </span>
              </Benefit>
            </Card>
          </li>
        ))}
      </Grid>
      <Card heading={<FormattedMessage id="join.steps" />}>
        <NumberedSteps steps={STEPS.map((step) => ({ key: step, text: <FormattedMessage id={step} /> }))} />
      </Card>
      <Actions>
        <Button onClick={contactUs}>
          <FormattedMessage id="join.cta" />
        </Button>
        <Link to={aboutTopicPath('affiliates')}>
          <FormattedMessage id="join.terms" />
        </Link>
      </Actions>
    </ContentPage>
  );
}
