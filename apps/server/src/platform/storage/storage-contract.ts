import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidStorageKeyError, MissingObjectError, type Storage } from './storage.ts';

export type DownloadResponse = { status: number; headers: Record<string, string>; body: Buffer };

export type StorageUnderTest = {
  storage: Storage;
  /** Opens a signed URL the way a browser would. */
  download(url: string, headers?: Record<string, string>): Promise<DownloadResponse>;
  /** S3 answers 403 for an expired presigned URL; our local file route says 410 Gone. */
  expiredStatus: number;
  dispose(): Promise<void>;
};

const readAll = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** A body delivered in uneven chunks, as an upload arrives. */
const chunked = (content: Buffer) =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < content.length; offset += 65_537)
        yield content.subarray(offset, offset + 65_537);
    })(),
  );

/** Replaces the last character of the URL's signature, whichever scheme signed it. */
const tamperSignature = (url: string) =>
  url.replace(
    /((?:sig|X-Amz-Signature)=[^&]*)(.)(&|$)/,
    (_, start: string, last: string, end: string) => `${start}${last === 'A' ? 'B' : 'A'}${end}`,
  );

/**
 * The behaviour every Storage implementation must have: run once per implementation. `checksSignatures` is false
 * only where the server under test cannot check them (s3rver accepts any SigV4 signature; real S3 does check).
 */
export function describeStorageContract(
  name: string,
  makeStorage: () => Promise<StorageUnderTest>,
  { checksSignatures = true }: { checksSignatures?: boolean } = {},
) {
  describe(`${name} storage`, () => {
    let subject: StorageUnderTest;
    let storage: Storage;
    beforeAll(async () => {
      subject = await makeStorage();
      storage = subject.storage;
    });
    afterAll(() => subject.dispose());

    it('stores, reads, finds and deletes a file', async () => {
      const content = Buffer.from('%PDF-1.7 a small document');
      expect(
        await storage.put('contract/round-trip/a.pdf', content, { contentType: 'application/pdf' }),
      ).toEqual({
        size: content.length,
      });
      expect(await storage.exists('contract/round-trip/a.pdf')).toBe(true);
      expect(Buffer.from(await storage.getBytes('contract/round-trip/a.pdf'))).toEqual(content);
      expect(await readAll(await storage.getStream('contract/round-trip/a.pdf'))).toEqual(content);

      await storage.delete('contract/round-trip/a.pdf');
      expect(await storage.exists('contract/round-trip/a.pdf')).toBe(false);
      await expect(storage.delete('contract/round-trip/a.pdf')).resolves.toBeUndefined();
    });

    it('replaces a file stored again under the same key', async () => {
      await storage.put('contract/replace.txt', Buffer.from('first'), { contentType: 'text/plain' });
      await storage.put('contract/replace.txt', Buffer.from('second'), { contentType: 'text/plain' });
      expect(Buffer.from(await storage.getBytes('contract/replace.txt')).toString()).toBe('second');
    });

    it('keeps binary content byte for byte, from bytes and from a stream', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, index) => index));
      await storage.put('contract/binary/bytes.bin', everyByte, { contentType: 'application/octet-stream' });
      expect(Buffer.from(await storage.getBytes('contract/binary/bytes.bin'))).toEqual(everyByte);

      // Larger than one S3 multipart part (5 MiB), delivered in uneven chunks.
      const large = randomBytes(6 * 1024 * 1024 + 123);
      const { size } = await storage.put('contract/binary/large.bin', chunked(large), {
        contentType: 'application/octet-stream',
      });
      expect(size).toBe(large.length);
      expect(Buffer.from(await storage.getBytes('contract/binary/large.bin')).equals(large)).toBe(true);
      expect((await readAll(await storage.getStream('contract/binary/large.bin'))).equals(large)).toBe(true);
    });

    it('leaves nothing under the key when the body fails midway', async () => {
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('the first part arrived');
          throw new Error('client went away');
        })(),
      );
      await expect(
        storage.put('contract/aborted.pdf', failing, { contentType: 'application/pdf' }),
      ).rejects.toThrow('client went away');
      expect(await storage.exists('contract/aborted.pdf')).toBe(false);
    });

    it('reports a missing file clearly', async () => {
      await expect(storage.getBytes('contract/missing.pdf')).rejects.toBeInstanceOf(MissingObjectError);
      await expect(storage.getStream('contract/missing.pdf')).rejects.toBeInstanceOf(MissingObjectError);
      expect(await storage.exists('contract/missing.pdf')).toBe(false);
      await expect(storage.delete('contract/missing.pdf')).resolves.toBeUndefined();
    });

    it('deletes every file under a prefix and nothing else', async () => {
      const keys = ['contract/cv/12/original.pdf', 'contract/cv/12/pages/1.png', 'contract/cv/123.pdf'];
      const kept = ['contract/cv/2/original.pdf', 'contract/cv.pdf'];
      for (const key of [...keys, ...kept])
        await storage.put(key, Buffer.from(key), { contentType: 'text/plain' });

      await storage.deletePrefix('contract/cv/12/');
      expect(await storage.exists('contract/cv/12/original.pdf')).toBe(false);
      expect(await storage.exists('contract/cv/12/pages/1.png')).toBe(false);
      expect(await storage.exists('contract/cv/123.pdf')).toBe(true);

      await storage.deletePrefix('contract/cv/1');
      expect(await storage.exists('contract/cv/123.pdf')).toBe(false);
      for (const key of kept) expect(await storage.exists(key)).toBe(true);
      await expect(storage.deletePrefix('contract/nothing-here/')).resolves.toBeUndefined();
    });

    it('refuses keys that could reach outside its files', async () => {
      const badKeys = [
        '../secret',
        'a/../../b',
        '/etc/passwd',
        'a//b',
        'a\\b',
        '',
        '.meta/x',
        'a b',
        'a/./b',
        'café',
      ];
      for (const key of badKeys) {
        await expect(
          storage.put(key, Buffer.from('x'), { contentType: 'text/plain' }),
          key,
        ).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.getBytes(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.exists(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.delete(key), key).rejects.toBeInstanceOf(InvalidStorageKeyError);
        await expect(storage.signedUrl(key, { expiresInSeconds: 60 }), key).rejects.toBeInstanceOf(
          InvalidStorageKeyError,
        );
      }
      await expect(storage.deletePrefix('')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.deletePrefix('../')).rejects.toBeInstanceOf(InvalidStorageKeyError);
    });

    it('serves a file through a signed URL with its type and name', async () => {
      const content = Buffer.from('%PDF-1.4 signed download \x00\xff');
      await storage.put('contract/signed/spec.pdf', content, { contentType: 'application/pdf' });

      const inline = await subject.download(
        await storage.signedUrl('contract/signed/spec.pdf', { expiresInSeconds: 60 }),
      );
      expect(inline.status).toBe(200);
      expect(inline.body.equals(content)).toBe(true);
      expect(inline.headers['content-type']).toBe('application/pdf');

      const attachment = await subject.download(
        await storage.signedUrl('contract/signed/spec.pdf', {
          expiresInSeconds: 60,
          disposition: 'attachment',
          fileName: 'Job spec – Lead.pdf',
          contentType: 'application/x-custom',
        }),
      );
      expect(attachment.status).toBe(200);
      expect(attachment.headers['content-type']).toBe('application/x-custom');
      expect(attachment.headers['content-disposition']).toBe(
        `attachment; filename="Job spec _ Lead.pdf"; filename*=UTF-8''Job%20spec%20%E2%80%93%20Lead.pdf`,
      );
      expect(attachment.body.equals(content)).toBe(true);
    });

    it('serves byte ranges of a signed URL, as media players ask for them', async () => {
      const content = Buffer.from('0123456789abcdef');
      await storage.put('contract/media.webm', content, { contentType: 'video/webm' });
      const url = await storage.signedUrl('contract/media.webm', { expiresInSeconds: 60 });

      const middle = await subject.download(url, { range: 'bytes=2-5' });
      expect(middle.status).toBe(206);
      expect(middle.body.toString()).toBe('2345');
      expect(middle.headers['content-range']).toBe('bytes 2-5/16');

      const rest = await subject.download(url, { range: 'bytes=10-' });
      expect([rest.status, rest.body.toString()]).toEqual([206, 'abcdef']);
      expect((await subject.download(url, { range: 'bytes=99-' })).status).toBe(416);
    });

    it.skipIf(!checksSignatures)('refuses a signed URL that was tampered with', async () => {
      await storage.put('contract/tamper/a.txt', Buffer.from('a'), { contentType: 'text/plain' });
      await storage.put('contract/tamper/b.txt', Buffer.from('b'), { contentType: 'text/plain' });
      const url = await storage.signedUrl('contract/tamper/a.txt', { expiresInSeconds: 60 });

      expect((await subject.download(tamperSignature(url))).status).toBe(403);
      expect((await subject.download(url.replace('tamper/a.txt', 'tamper/b.txt'))).status).toBe(403);
      expect(
        (await subject.download(url.replace(/disposition=inline/i, 'disposition=attachment'))).status,
      ).toBe(403);
    });

    it('refuses a signed URL once it has expired', async () => {
      await storage.put('contract/expiring.txt', Buffer.from('soon gone'), { contentType: 'text/plain' });
      const url = await storage.signedUrl('contract/expiring.txt', { expiresInSeconds: 2 });
      expect((await subject.download(url)).status).toBe(200);
      await delay(3100);
      expect((await subject.download(url)).status).toBe(subject.expiredStatus);
    });
  });
}
