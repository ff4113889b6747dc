import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { NoticeBoard } from './notice-board';

const sandbox = serveSandbox();

const titles = () =>
  within(screen.getByRole('list', { name: 'Announcement list' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('the notice board (spec §2)', () => {
  it('asks for the announcement types the brand offers, in its default execution: the same call as the home page', async () => {
    const asked = sandbox.record(/MCSFE_getListAnnouncements/, (request) => {
      const query = new URL(request.url).searchParams;
      return `${query.get('types')} ${query.get('execution')}`;
    });
    renderWithProviders(<NoticeBoard />, {
      brand: { ...testBrand, announcementTypes: ['B', 'PL', 'H'], announcementDefaultExecution: 'PL' },
    });
    await screen.findByRole('list', { name: 'Announcement list' });
    expect(asked).toEqual(['B,PL PL']);
  });

  it('walks the 23 seeded notices nine a page with next and previous', async () => {
    renderWithProviders(<NoticeBoard />);
    await screen.findByRole('list', { name: 'Announcement list' });
    expect(titles()).toHaveLength(9);
    expect(titles()[0]).toContain('Notice 1:');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(titles()[0]).toContain('Notice 10:');
    await userEvent.click(screen.getByRole('button', { name: /next/i }));
    expect(titles()).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: /previous/i }));
    expect(titles()[0]).toContain('Notice 10:');
  });

  it("shows the selected notice with its title and its body without the operator's script", async () => {
    const { container } = renderWithProviders(<NoticeBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /Notice 2:/ }));
    expect(await screen.findByRole('heading', { name: /Notice 2:/ })).toBeInTheDocument();
    expect(await screen.findByText('Win big!')).toBeInTheDocument();
    expect(container.querySelector('script, [onerror], [onclick], iframe, form')).toBeNull();
  });

  it('opens a deep-linked notice on its own page', async () => {
    renderWithProviders(<NoticeBoard initialNoticeId={121} />);
    expect(await screen.findByRole('heading', { name: /Notice 22:/ })).toBeInTheDocument();
    expect(titles()[0]).toContain('Notice 19:');
  });
});
