import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import * as stories from './feedback.stories';

const { Done } = composeStories(stories);

describe("the feedback stories (a designer's docs page draws them all at once)", () => {
  it('the done line shows after its button is pressed, so the docs page keeps its focus until then', async () => {
    renderWithProviders(<Done />);
    const button = await screen.findByRole('button', { name: 'Transfer' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.body).toHaveFocus();
    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
