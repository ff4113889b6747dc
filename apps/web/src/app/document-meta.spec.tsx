import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { BrandProvider } from '@wl/brand';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { testBrand } from '@wl/testing';
import { DocumentMeta, documentMeta } from './document-meta';
import { canonicalPath } from './site-routes';

const seo = {
  siteUrl: 'https://play.example.com',
  description: {
    TY: 'Maglaro ng lottery at slots sa aming site na may mabilis na deposito.',
    EN: 'Play lottery and slots on our site with fast deposits and support.',
  },
};
const brand = { seo, defaultLanguage: 'TY' as const };
/** As the site asks: the page's path from the route table, then the head from it. */
const metaAt = (b: Parameters<typeof documentMeta>[0], language: 'EN' | 'VI', pathname: string, search = '') =>
  documentMeta(b, language, canonicalPath(pathname), search);
const canonicalOf = (pathname: string, search = '') => metaAt(brand, 'EN', pathname, search).canonical;

function renderAt(entry: string, page?: ReactNode) {
  const language = createLanguageStore({
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'TY'],
    storage: { getItem: () => null, setItem: () => undefined },
  });
  return render(
    <BrandProvider brand={{ ...testBrand, seo }}>
      <LanguageProvider store={language}>
        <MemoryRouter initialEntries={[entry]}>
          <main>{page}</main>
          <DocumentMeta path={canonicalPath(new URL(entry, 'https://x').pathname)} />
        </MemoryRouter>
      </LanguageProvider>
    </BrandProvider>,
  );
}

describe('the page head follows the player', () => {
  it("describes the page in the player's language and names its canonical address", () => {
    expect(metaAt(brand, 'EN', '/promotions')).toMatchObject({
      description: seo.description.EN,
      canonical: 'https://play.example.com/promotions',
    });
    expect(metaAt({ defaultLanguage: 'EN' }, 'EN', '/')).toMatchObject({ description: undefined, canonical: undefined });
  });

  it('describes a language without a description of its own in the default language, as the stamped page does', () => {
    expect(metaAt(brand, 'VI', '/').description).toBe(seo.description.TY);
  });

  it('keeps the parameter naming the promotion, notice or help topic in the canonical address, and no other', () => {
    expect(canonicalOf('/promoDetail', '?ref=abc&promotionId=7')).toBe('https://play.example.com/promoDetail?promotionId=7');
    expect(canonicalOf('/noticePage', '?id=12&utm_source=x')).toBe('https://play.example.com/noticePage?id=12');
    expect(canonicalOf('/help', '?topic=deposit')).toBe('https://play.example.com/help?topic=deposit');
    expect(canonicalOf('/promotions', '?ref=abc')).toBe('https://play.example.com/promotions');
  });

  it("names home's aliases by home's address", () => {
    for (const alias of ['/home', '/index', '/index.html']) expect(canonicalOf(alias)).toBe('https://play.example.com/');
  });

  it("names a page by its route's own address: the site map's letter case, no trailing slash, an alias as its route", () => {
    expect(canonicalOf('/Promotions/')).toBe('https://play.example.com/promotions');
    expect(canonicalOf('/PROMOTIONS')).toBe('https://play.example.com/promotions');
    expect(canonicalOf('/register.html')).toBe('https://play.example.com/register');
    expect(canonicalOf('/SPORTS/SABA/')).toBe('https://play.example.com/sports/SABA');
    expect(canonicalOf('/vnLottery')).toBe('https://play.example.com/vnlottery');
    // A lobby's pageType is not read: /live/EVO shows the page /live does.
    expect(canonicalOf('/live/EVO', '?vassalage=SA')).toBe('https://play.example.com/live?vassalage=SA');
  });

  it("keeps a lobby's vendor and a lottery's game in the canonical address: each is a page of its own", () => {
    expect(canonicalOf('/rng', '?vassalage=PG&ref=x')).toBe('https://play.example.com/rng?vassalage=PG');
    expect(canonicalOf('/LIVE', '?vassalage=EVO')).toBe('https://play.example.com/live?vassalage=EVO');
    expect(canonicalOf('/lottery', '?gameCode=CQSSC&playType=3D')).toBe('https://play.example.com/lottery?gameCode=CQSSC');
  });

  it('names one page by one address: the older ?page= vendor as ?vassalage=, and no parameter a page does not read', () => {
    expect(canonicalOf('/rng', '?page=JDB')).toBe('https://play.example.com/rng?vassalage=JDB');
    expect(canonicalOf('/rng', '?vassalage=PG&page=JDB')).toBe('https://play.example.com/rng?vassalage=PG');
    expect(canonicalOf('/', '?page=2')).toBe('https://play.example.com/');
    expect(canonicalOf('/promotions', '?page=3')).toBe('https://play.example.com/promotions');
    expect(canonicalOf('/elott', '?gameCode=X')).toBe('https://play.example.com/elott');
    expect(canonicalOf('/help', '?id=4')).toBe('https://play.example.com/help');
  });

  it('gives the not-found page no canonical address and asks search engines not to index it', () => {
    expect(metaAt(brand, 'EN', '/no-such-page')).toMatchObject({ canonical: undefined, robots: 'noindex' });
    expect(metaAt(brand, 'EN', '/promotions').robots).toBeUndefined();
  });

  it('rewrites the description and canonical link the stamp wrote', async () => {
    document.head.innerHTML = '<meta name="description" content="stamped" />';
    renderAt('/help?topic=deposit&ref=abc');
    // The provider renders once the language's catalog has loaded.
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(seo.description.EN));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://play.example.com/help?topic=deposit');
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("gives the description its own language where the page's words are in another (Arabic over the English catalog)", async () => {
    const arabic = 'العب اليانصيب والسلوتس على موقعنا مع إيداع سريع ودعم على مدار الساعة.';
    const language = createLanguageStore({
      defaultLanguage: 'AR',
      supportedLanguages: ['AR', 'EN'],
      storage: { getItem: () => null, setItem: () => undefined },
    });
    render(
      <BrandProvider brand={{ ...testBrand, defaultLanguage: 'AR', seo: { ...seo, description: { AR: arabic } } }}>
        <LanguageProvider store={language}>
          <MemoryRouter initialEntries={['/help']}>
            <DocumentMeta path="/help" />
          </MemoryRouter>
        </LanguageProvider>
      </BrandProvider>,
    );
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(arabic));
    expect(document.documentElement.lang).toBe('en');
    for (const selector of ['meta[name="description"]', 'meta[property="og:description"]'])
      expect(document.head.querySelector(selector)).toHaveAttribute('lang', 'ar');
  });

  it("leaves the description without a lang of its own where it is in the page's language", async () => {
    renderAt('/help');
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(seo.description.EN));
    expect(document.head.querySelector('meta[name="description"]')).not.toHaveAttribute('lang');
  });

  it('marks the not-found page noindex in the head, with no canonical link', async () => {
    document.head.innerHTML = '<link rel="canonical" href="https://play.example.com/" />';
    renderAt('/no-such-page');
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it("names the tab after the page's heading and the brand, following the heading as it changes; home by the brand alone", async () => {
    function Page() {
      const [title, setTitle] = useState('Promotions');
      return (
        <>
          <h1>{title}</h1>
          <button onClick={() => setTitle('Khuyến mãi')}>Switch</button>
        </>
      );
    }
    const { unmount } = renderAt('/promotions', <Page />);
    await waitFor(() => expect(document.title).toBe(`Promotions – ${testBrand.name}`));
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    await waitFor(() => expect(document.title).toBe(`Khuyến mãi – ${testBrand.name}`));
    unmount();
    renderAt('/', <h1>Welcome</h1>);
    await waitFor(() => expect(document.title).toBe(testBrand.name));
  });

  it('names the tab after a page whose <main> arrives after the head part (the startup gate still waiting)', async () => {
    function Gate() {
      const [open, setOpen] = useState(false);
      return open ? (
        <main>
          <h1>Promotions</h1>
        </main>
      ) : (
        <button onClick={() => setOpen(true)}>Open the site</button>
      );
    }
    const language = createLanguageStore({
      defaultLanguage: 'EN',
      supportedLanguages: ['EN'],
      storage: { getItem: () => null, setItem: () => undefined },
    });
    render(
      <BrandProvider brand={testBrand}>
        <LanguageProvider store={language}>
          <MemoryRouter initialEntries={['/promotions']}>
            <Gate />
            <DocumentMeta path="/promotions" />
          </MemoryRouter>
        </LanguageProvider>
      </BrandProvider>,
    );
    await waitFor(() => expect(document.title).toBe(testBrand.name));
    await userEvent.click(await screen.findByRole('button', { name: 'Open the site' }));
    await waitFor(() => expect(document.title).toBe(`Promotions – ${testBrand.name}`));
  });

  it('tells the tab of a new heading only, not of every change elsewhere in the page', async () => {
    function Page() {
      const [ticks, setTicks] = useState(0);
      return (
        <>
          <h1>Lottery</h1>
          <button onClick={() => setTicks(ticks + 1)}>Tick {ticks}</button>
        </>
      );
    }
    renderAt('/lottery', <Page />);
    await waitFor(() => expect(document.title).toBe(`Lottery – ${testBrand.name}`));
    const titled = vi.spyOn(document, 'title', 'set');
    await userEvent.click(screen.getByRole('button', { name: 'Tick 0' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tick 1' }));
    expect(screen.getByRole('button', { name: 'Tick 2' })).toBeInTheDocument();
    expect(titled).not.toHaveBeenCalled();
    titled.mockRestore();
  });
});
