import JSZip from 'jszip';
import mammoth from 'mammoth';
import { DocumentError, tooManyPagesMessage } from './document-error.ts';
import { htmlToBlocks } from './html-blocks.ts';
import type { ParsedDocument } from './parsed-document.ts';

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0];
const MACRO_CONTENT_TYPE = /macroEnabled|vbaProject/i;

export async function parseDocx(bytes: Uint8Array, maxPages: number): Promise<ParsedDocument> {
  // Office writes a password-protected .docx as an OLE container holding EncryptionInfo and the encrypted package.
  if (OLE_SIGNATURE.every((byte, index) => bytes[index] === byte)) throw new DocumentError('encrypted');
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await JSZip.loadAsync(buffer).catch(() => {
    throw new DocumentError('corrupt');
  });
  const contentTypes = await zip.file('[Content_Types].xml')?.async('string');
  if (contentTypes === undefined) throw new DocumentError('corrupt');
  if (MACRO_CONTENT_TYPE.test(contentTypes) || zip.file(/vbaProject\.bin$/i).length > 0) {
    throw new DocumentError('macro_enabled');
  }
  // Word records the page count it last laid out; there is no other page count without a layout engine.
  const appProperties = await zip
    .file('docProps/app.xml')
    ?.async('string')
    .catch(() => undefined);
  const pagesText = appProperties && /<Pages>(\d+)<\/Pages>/.exec(appProperties)?.[1];
  const pages = pagesText ? Number(pagesText) : null;
  if (pages !== null && pages > maxPages)
    throw new DocumentError('too_many_pages', tooManyPagesMessage(maxPages));
  const result = await mammoth
    .convertToHtml(
      { buffer },
      // Images are not needed for text: leave them unread rather than inlined as base64.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), ignoreEmptyParagraphs: true },
    )
    .catch(() => {
      throw new DocumentError('corrupt');
    });
  return { blocks: htmlToBlocks(result.value), pages };
}
