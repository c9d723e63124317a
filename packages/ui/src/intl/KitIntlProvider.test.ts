import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import frCA from '../messages/locale/fr-CA.ts';
import { KitIntlProvider } from './KitIntlProvider.tsx';
import { useUiText } from './useUiText.ts';

function ExteriorColour() {
  const t = useUiText();
  return h('p', null, t('deal.filters.key.exteriorColor'));
}

describe('KitIntlProvider rendered on a server', () => {
  it('renders its fallback while the locale is a chunk still to load', () => {
    const html = renderToString(
      h(KitIntlProvider, { locale: 'fr-CA', fallback: 'Loading' }, h(ExteriorColour)),
    );
    expect(html).toBe('Loading');
  });

  it("renders the kit's texts at once when the app gives the locale's module", () => {
    const html = renderToString(h(KitIntlProvider, { locale: 'fr-CA', preloaded: frCA }, h(ExteriorColour)));
    expect(html).toContain('Couleur extérieure');
  });
});
