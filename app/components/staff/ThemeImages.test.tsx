import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { nl } from '../../../common/i18n/nl.ts';
import type { Catalogue } from '../../../common/i18n/translate.ts';
import { ServerCatalogueContext } from '../../lib/i18n.tsx';
import { SiteLogo } from '../SiteLogo.tsx';
import { ThemeImages, type ThemeImagesValue } from './ThemeImages.tsx';

const HEX = '0123456789abcdef0123456789abcdef';

/** The component as the console's page renders it on the server: in a route, with the Dutch texts. */
function render(theme: ThemeImagesValue): string {
  const Stub = createRoutesStub([
    { path: '/staff/sites', Component: () => <ThemeImages siteId={3} theme={theme} onChange={() => {}} /> },
  ]);
  return renderToStaticMarkup(
    <ServerCatalogueContext.Provider value={{ locale: 'nl', text: '', catalogue: nl as unknown as Catalogue }}>
      <Stub initialEntries={['/staff/sites']} />
    </ServerCatalogueContext.Provider>,
  );
}

describe('ThemeImages (the console’s theme images)', () => {
  it('without images: each kind says what the site shows instead, with a labelled file input and no remove button', () => {
    const html = render({ logo: null, favicon: null, social_image: null });
    expect(html).toContain('Geen logo: de kop toont de naam van de site.');
    expect(html).toContain('Geen icoon: het standaardicoon wordt getoond.');
    expect(html).toContain('Geen deelafbeelding: een gedeelde link toont geen afbeelding.');
    const inputs = [...html.matchAll(/<input[^>]*id="([^"]+)"[^>]*>/g)].map((m) => m[1]);
    expect(inputs).toHaveLength(3);
    for (const id of inputs) expect(html).toMatch(new RegExp(`<label for="${id}"[^>]*>[^<]+</label>`));
    expect(html).toContain('>Nieuw logo uploaden</label>');
    expect(html).not.toContain('verwijderen</button>');
  });

  it('with images: a preview of each at its size, and a remove button per image', () => {
    const html = render({
      logo: `logo-${HEX}-480x160.png`,
      favicon: `favicon-${HEX}`,
      social_image: `social-${HEX}.jpg`,
    });
    expect(html).toContain(`<img src="/site-assets/logo-${HEX}-480x160.png" width="160" height="53" alt="Huidig logo"`);
    expect(html).toContain(`<img src="/site-assets/favicon-${HEX}-192.png" width="64" height="64" alt="Huidig icoon"`);
    expect(html).toContain(
      `<img src="/site-assets/social-${HEX}.jpg" width="160" height="84" alt="Huidige deelafbeelding"`,
    );
    for (const text of ['Logo verwijderen', 'Icoon verwijderen', 'Deelafbeelding verwijderen'])
      expect(html).toContain(`>${text}</button>`);
  });
});

describe('SiteLogo (the headers’ logo)', () => {
  it('carries the site’s name and its shown size, fitted in the header’s box and never enlarged', () => {
    // React preloads the image from the head as well (above the fold): the element itself is the point here.
    expect(renderToStaticMarkup(<SiteLogo name={`logo-${HEX}-480x160.png`} siteName="Klik" />)).toContain(
      `<img src="/site-assets/logo-${HEX}-480x160.png" width="120" height="40" alt="Klik" class="klik-site-logo" decoding="async"/>`,
    );
    expect(renderToStaticMarkup(<SiteLogo name={`logo-${HEX}-480x40.png`} siteName="Klik" />)).toContain(
      'width="200" height="17"',
    );
    expect(renderToStaticMarkup(<SiteLogo name={`logo-${HEX}-60x20.png`} siteName="Klik" />)).toContain(
      'width="60" height="20"',
    );
    // A name the console did not make: no image (the header shows the name as text).
    expect(renderToStaticMarkup(<SiteLogo name="logo.png" siteName="Klik" />)).toBe('');
  });
});
