import type { HTMLAttributes, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { bareList } from '@wl/ui-kit';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${bareList}
  line-height: ${({ theme }) => theme.lineHeight.body};
`;

/** The number beside its step, the step's lines under each other beside it, as a list marker would hang. */
const Step = styled.li`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const StepNumber = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export interface NumberedStepsProps extends HTMLAttributes<HTMLOListElement> {
  /** Each step's words, in order. */
  steps: readonly { key: string; text: ReactNode }[];
}

/**
 * Steps in order, numbered by the catalog rather than the list's marker: a marker reads the page's direction, so an
 * English step of a right-to-left page (AR, FA, UR read EN's words) showed ".1"; the number, a message, takes its
 * words' direction as the step's text does, and the language's digits and punctuation.
 */
export function NumberedSteps({ steps, ...rest }: NumberedStepsProps) {
  return (
    <List {...rest}>
      {steps.map(({ key, text }, index) => (
        <Step key={key}>
          <StepNumber>
            <FormattedMessage id="content.stepNumber" values={{ number: index + 1 }} />
          </StepNumber>
          <span>{text}</span>
        </Step>
      ))}
    </List>
  );
}
