import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { spriteOf } from '../../scripts/icon-sprites.ts';
import { Icon } from './Icon.tsx';
import { ICON_NAMES } from './icon-names.ts';

describe('Icon (drawings in a sprite, not in the JavaScript)', () => {
  it('points into the hashed interface sprite, decorative unless labelled', () => {
    const html = renderToStaticMarkup(<Icon name="heart" size={20} />);
    expect(html).toMatch(
      /<span class="klik-icon " aria-hidden="true"><svg [^>]*width="20" height="20"[^>]*><use href="\/assets\/ui-icons-[\w-]{8}\.svg#heart"><\/use><\/svg><\/span>/,
    );
    expect(renderToStaticMarkup(<Icon name="heart" label="Like" />)).toContain('role="img" aria-label="Like"');
  });

  it('has a symbol in the sprite for every icon name', () => {
    const sprite = spriteOf(ICON_NAMES);
    for (const name of ICON_NAMES)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 16 16"><path `));
  });
});
