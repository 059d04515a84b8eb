// Test helpers: hand-made PDFs for the PDF reader's tests.

/** A PDF of the given objects, numbered from 1 (the catalog first), with its cross-reference table and trailer. */
export function pdfOfObjects(objects: string[]): Uint8Array {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

/**
 * A one-page PDF of runs of glyphs, each run drawn from its x at size 10, glyph after glyph to the right, every glyph
 * an em wide but the space (a quarter em). Each glyph is one code of the font, mapped by its ToUnicode map to the
 * characters given (several for a ligature, U+0000 for a glyph the map gives nothing). Codes are given in the order
 * of `font`, then of the glyphs' first use.
 */
export function pdfOfGlyphRuns(
  runs: { x: number; y: number; glyphs: string[] }[],
  font: string[] = [],
): Uint8Array {
  const codes = new Map<string, number>([[' ', 0x20]]);
  for (const glyph of [...font, ...runs.flatMap((run) => run.glyphs)])
    if (!codes.has(glyph)) codes.set(glyph, 0x21 + codes.size - 1);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(2, '0');
  // UTF-16BE, surrogate pairs and all, as a ToUnicode map writes it.
  const utf16 = (text: string) =>
    [...Buffer.from(text, 'utf16le').swap16()].map((byte) => hex(byte)).join('');
  const content = runs
    .map(
      ({ x, y, glyphs }) =>
        `BT /F1 10 Tf ${x} ${y} Td <${glyphs.map((glyph) => hex(codes.get(glyph) ?? 0x20)).join('')}> Tj ET`,
    )
    .join('\n');
  const entries = [...codes].map(([glyph, code]) => `<${hex(code)}> <${utf16(glyph)}>`);
  const cmap =
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap /CMapName /Runs def 1 begincodespacerange <00> <FF> ' +
    `endcodespacerange ${entries.length} beginbfchar ${entries.join(' ')} endbfchar endcmap CMapName currentdict /CMap defineresource pop end end`;
  const widths = Array.from({ length: 224 }, (_, index) => (index === 0 ? 250 : 1000)).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 32 /LastChar 255 /Widths [${widths}] /ToUnicode 6 0 R >>`,
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
  ];
  return pdfOfObjects(objects);
}
