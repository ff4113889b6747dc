import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { ChallengeView } from './challenge-step';

function Challenge() {
  const [answer, setAnswer] = useState('');
  return (
    <ChallengeView
      image="iVBOR"
      failed={false}
      answer={answer}
      onAnswer={setAnswer}
      message={null}
      checking={false}
      onConfirm={() => undefined}
      onNewPicture={() => undefined}
      onCancel={() => undefined}
    />
  );
}

describe('the number in the picture typed in Persian or Arabic-Indic digits', () => {
  it('is read as ASCII digits as it is typed (FA)', async () => {
    renderWithProviders(<Challenge />, { language: 'FA' });
    const field = await screen.findByRole('textbox', { name: 'Number in the picture' });
    await userEvent.type(field, '۴۲٧٨');
    expect(field).toHaveValue('4278');
  });
});
