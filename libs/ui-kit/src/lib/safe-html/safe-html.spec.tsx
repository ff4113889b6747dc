import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html';
import { SafeHtmlImageHosts } from './safe-html-context';

describe('SafeHtml', () => {
  it('renders operator HTML without its script, handlers or foreign images', async () => {
    const { container } = render(
      <SafeHtmlImageHosts.Provider value={['img.cdn.test']}>
        <SafeHtml
          html={
            '<p>Big <strong>bonus</strong></p><img src="https://img.cdn.test/a.png" alt="banner"><img src=x onerror="alert(1)" alt="bad"><script>alert(1)</script>'
          }
        />
      </SafeHtmlImageHosts.Provider>,
    );
    expect(await screen.findByText('bonus')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'banner' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'bad' })).not.toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
  });

  it('takes the direction of its own words, whichever the page’s (an English notice on a right-to-left brand)', async () => {
    render(<SafeHtml html="<p>Every account here is fake.</p>" />);
    expect((await screen.findByText('Every account here is fake.')).parentElement).toHaveAttribute('dir', 'auto');
  });
});
