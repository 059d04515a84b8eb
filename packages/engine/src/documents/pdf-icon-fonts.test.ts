import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { describe, expect, it } from 'vitest';
import { opensOnIcon, withIconGlyphsMarked, withIconsRead } from './pdf-icon-fonts.ts';

const item = (str: string, fontName: string) => ({ str, fontName }) as TextItem;
const fonts: Record<string, string> = { f1: 'ABCDEF+NimbusSanL-Regu', f2: 'GHIJKL+FontAwesome5Free-Solid' };
const read = async (items: TextItem[]) =>
  withIconsRead(
    (await withIconGlyphsMarked(items, (name) => Promise.resolve(fonts[name] ?? null)))
      .map((marked) => marked.str)
      .join(' '),
  );

describe('icon fonts in sidebar and contact rows', () => {
  it('drops an icon before a row, whatever letter its encoding maps it to', async () => {
    expect(await read([item('Ð', 'f2'), item('Pokročilý v Pythonu', 'f1')])).toBe('Pokročilý v Pythonu');
    expect(await read([item('Ó', 'f2'), item('Ó Fusion 360', 'f1')])).toBe('Ó Fusion 360');
  });

  it('parts two fields an icon stands between', async () => {
    expect(
      await read([item('#', 'f2'), item('Lyon, France', 'f1'), item('H', 'f2'), item('jo@mail.fr', 'f1')]),
    ).toBe('Lyon, France · jo@mail.fr');
  });

  it('keeps every item when no font is an icon font or no name is known', async () => {
    const items = [item('Ó', 'f1'), item('Lisboa', 'f1')];
    expect(await withIconGlyphsMarked(items, () => Promise.resolve('Times-Roman'))).toEqual(items);
    expect(await withIconGlyphsMarked(items, () => Promise.resolve(null))).toEqual(items);
  });
});

describe('a line opening on an icon', () => {
  it('is told, and an icon beside a printed separator adds none', async () => {
    const marked = await withIconGlyphsMarked(
      [item('#', 'f2'), item('+33 6 12 | ', 'f1'), item('@', 'f2'), item('jo@mail.fr', 'f1')],
      (name) => Promise.resolve(fonts[name] ?? null),
    );
    const line = marked.map((kept) => kept.str).join('');
    expect(opensOnIcon(line)).toBe(true);
    expect(withIconsRead(line)).toBe('+33 6 12 | jo@mail.fr');
    expect(opensOnIcon('+33 6 12')).toBe(false);
  });
});
