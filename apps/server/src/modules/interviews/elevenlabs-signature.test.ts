import { describe, expect, it } from 'vitest';
import { checkSignature } from './elevenlabs-signature.ts';

describe('ElevenLabs webhook signature', () => {
  // The known answer from the integration notes.
  const raw = '{"type":"post_call_transcription","data":{"conversation_id":"conv_test"}}';
  const header = 't=1700000000,v0=7c48be04d70e11b92b92b3a1e223a15f632cd10f90fa099aa54f8cd0b4a6f76d';

  it('accepts the known answer within 30 minutes of its timestamp', () => {
    expect(checkSignature(raw, header, 'wsec_test_only', 1700000000 + 29 * 60)).toBe('valid');
  });

  it('refuses it 31 minutes later, with another secret, for a changed byte, or far in the future', () => {
    expect(checkSignature(raw, header, 'wsec_test_only', 1700000000 + 31 * 60)).toBe('stale');
    expect(checkSignature(raw, header, 'wsec_other', 1700000000)).toBe('invalid');
    expect(checkSignature(raw.replace('conv_test', 'conv_tesT'), header, 'wsec_test_only', 1700000000)).toBe(
      'invalid',
    );
    expect(checkSignature(raw, header, 'wsec_test_only', 1700000000 - 3600)).toBe('invalid');
  });

  it('refuses a missing or malformed header', () => {
    expect(checkSignature(raw, undefined, 'wsec_test_only', 1700000000)).toBe('missing');
    expect(checkSignature(raw, 'v0=abc', 'wsec_test_only', 1700000000)).toBe('missing');
    expect(checkSignature(raw, 't=abc,v0=abc', 'wsec_test_only', 1700000000)).toBe('invalid');
  });
});
