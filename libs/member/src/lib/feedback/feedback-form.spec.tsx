import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import { FeedbackForm } from './feedback-form';

serveSandbox();

describe('feedback form (POST /wps/feedback)', () => {
  it('refuses text shorter than the lower bound, then confirms a sent message', async () => {
    await renderAs('member', <FeedbackForm />);
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.type(content, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Write 10 to 1,000 characters');
    await userEvent.type(content, ' — the lobby loads slowly on my phone');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your feedback has been sent.');
  });

  it('feedback left empty, or only spaces, asks for content (spec §5 "enter content")', async () => {
    await renderAs('member', <FeedbackForm />);
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your feedback');
    await userEvent.type(content, '   ');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter your feedback');
  });
});
