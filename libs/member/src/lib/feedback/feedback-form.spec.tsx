import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { CALLS } from '@wl/api-client';
import { serveSandbox } from '@wl/testing/vitest';
import { renderAs } from '../../testing/member-session';
import { FeedbackForm } from './feedback-form';

const { server } = serveSandbox();

describe('feedback form (POST /wps/feedback)', () => {
  it('refuses text shorter than the lower bound, then confirms a sent message', async () => {
    await renderAs('member', <FeedbackForm />);
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.type(content, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Write 10 to 1,000 characters'));
    await userEvent.type(content, ' — the lobby loads slowly on my phone');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your feedback has been sent.'));
  });

  it('a refused feedback says why on its field, which takes the focus: the message is the field description, not an alert', async () => {
    await renderAs('member', <FeedbackForm />);
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.type(content, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveFocus();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(content).toBeInvalid();
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Write 10 to 1,000 characters'));
  });

  it('feedback left empty, or only spaces, asks for content (spec §5 "enter content")', async () => {
    await renderAs('member', <FeedbackForm />);
    const content = await screen.findByRole('textbox', { name: 'Your feedback' });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Enter your feedback'));
    await userEvent.type(content, '   ');
    expect(content).toHaveAccessibleDescription(expect.stringContaining('Enter your feedback'));
  });

  it('the send button stays focusable while the feedback is on its way: busy, not disabled', async () => {
    let answer: () => void = () => undefined;
    server.use(http.post(`*${CALLS.member.feedback.path}`, () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined)))));
    await renderAs('member', <FeedbackForm />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your feedback' }), 'The cashier page is hard to find');
    const send = screen.getByRole('button', { name: 'Send feedback' });
    await userEvent.click(send);
    // Busy, not disabled: a disabled button drops the focus to the page (browsers do; jsdom does not).
    expect(send).toBeEnabled();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your feedback has been sent.'));
  });

  /** Sends a valid feedback and waits for the sent line. */
  async function sendFeedback() {
    await renderAs('member', <FeedbackForm />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your feedback' }), 'The cashier page is hard to find');
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    return screen.findByRole('status');
  }

  it('the sent line takes the focus from the send button it replaces, which would drop it to the page', async () => {
    const sent = await sendFeedback();
    await waitFor(() => expect(sent).toHaveFocus());
  });

  it('"Send more feedback" hands the focus to the fresh form it is replaced by', async () => {
    await sendFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    await waitFor(() => expect(screen.getByRole('form', { name: 'Feedback' })).toHaveFocus());
  });

  it('"Send more feedback" opens an empty form: what was sent is not there to be sent twice', async () => {
    await sendFeedback();
    await userEvent.click(screen.getByRole('button', { name: 'Send more feedback' }));
    expect(await screen.findByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
