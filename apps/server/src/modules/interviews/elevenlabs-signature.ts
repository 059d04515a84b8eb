import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** ElevenLabs signs each delivery when it is sent; one older than this is refused (a replay from a log, say). */
export const SIGNATURE_TOLERANCE_SECS = 30 * 60;
// Clocks drift: a timestamp a little in the future is accepted, one far ahead is not a real delivery.
const FUTURE_SKEW_SECS = 5 * 60;

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'invalid';

/**
 * `elevenlabs-signature: t=<unix secs>,v0=<hex HMAC-SHA256(secret, t + "." + raw body)>`, checked over the raw bytes
 * as received, in constant time.
 */
export function checkSignature(
  raw: string,
  header: string | undefined,
  secret: string,
  nowSecs: number,
): SignatureCheck {
  const parts = header?.split(',').map((part) => part.trim()) ?? [];
  const timestamp = parts.find((part) => part.startsWith('t='))?.slice(2);
  const signatures = parts.filter((part) => part.startsWith('v0='));
  if (!timestamp || signatures.length === 0) return 'missing';
  if (!/^\d+$/.test(timestamp)) return 'invalid';
  const signedAt = Number(timestamp);
  if (signedAt < nowSecs - SIGNATURE_TOLERANCE_SECS) return 'stale';
  if (signedAt > nowSecs + FUTURE_SKEW_SECS) return 'invalid';
  const expected = Buffer.from(
    `v0=${createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest('hex')}`,
  );
  const isMatch = signatures.some((signature) => {
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return isMatch ? 'valid' : 'invalid';
}

/** What identifies one signed delivery: the same header seen again is a replay. */
export const signatureHash = (header: string) => createHash('sha256').update(header).digest('hex');
