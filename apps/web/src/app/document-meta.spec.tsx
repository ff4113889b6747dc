import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BrandProvider } from '@wl/brand';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { testBrand } from '@wl/testing';
import { DocumentMeta, documentMeta } from './document-meta';

const seo = {
  siteUrl: 'https://play.example.com',
  description: {
    TY: 'Maglaro ng lottery at slots sa aming site na may mabilis na deposito.',
    EN: 'Play lottery and slots on our site with fast deposits and support.',
  },
};

describe('the page head follows the player', () => {
  it("describes the page in the player's language and names its canonical address", () => {
    expect(documentMeta({ seo }, 'EN', '/promotions')).toEqual({
      description: seo.description.EN,
      canonical: 'https://play.example.com/promotions',
    });
    expect(documentMeta({ seo }, 'VI', '/')).toEqual({ description: undefined, canonical: 'https://play.example.com/' });
    expect(documentMeta({}, 'EN', '/')).toEqual({ description: undefined, canonical: undefined });
  });

  it('rewrites the description and canonical link the stamp wrote', async () => {
    document.head.innerHTML = '<meta name="description" content="stamped" /><link rel="canonical" href="https://play.example.com/" />';
    const language = createLanguageStore({
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'TY'],
      storage: { getItem: () => null, setItem: () => undefined },
    });
    render(
      <BrandProvider brand={{ ...testBrand, seo }}>
        <LanguageProvider store={language}>
          <MemoryRouter initialEntries={['/help']}>
            <DocumentMeta />
          </MemoryRouter>
        </LanguageProvider>
      </BrandProvider>,
    );
    // The provider renders once the language's catalog has loaded.
    await waitFor(() => expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(seo.description.EN));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://play.example.com/help');
  });
});
