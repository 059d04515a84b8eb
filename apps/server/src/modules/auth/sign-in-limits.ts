import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../platform/http/app-error.ts';

const WINDOW_MS = 60_000;
// Bounds the memory an attacker cycling through addresses or emails can take; the oldest windows go first.
const MAX_TRACKED_KEYS = 10_000;

export type SignInLimits = {
  /** A preHandler: each client address has its own allowance of sign-in attempts a minute. */
  byAddress(request: FastifyRequest): Promise<void>;
  /** Counts an attempt for this email (each email has its own allowance); throws 429 past it. */
  byEmail(email: string): void;
};

/**
 * Sign-in's own limits, tighter than the limit every route shares: SIGN_IN_RATE_LIMIT_PER_MINUTE attempts per
 * client address and, separately, per email address, so neither one address trying many emails nor many
 * addresses trying one email get far. Counted per process (in memory): behind N API processes an attacker gets
 * at most N times the allowance, still far below the shared limit.
 */
export function createSignInLimits(maxPerMinute: number): SignInLimits {
  const perAddress = fixedWindowCounter(maxPerMinute);
  const perEmail = fixedWindowCounter(maxPerMinute);
  const refuse = (waitSeconds: number | null) => {
    if (waitSeconds !== null) {
      throw new TooManyRequestsError(
        `Too many sign-in attempts. Please try again in ${waitSeconds} seconds.`,
        waitSeconds,
      );
    }
  };
  return {
    byAddress: async (request) => refuse(perAddress(normalizeIP(request.ip))),
    byEmail: (email) => refuse(perEmail(email.trim().toLowerCase())),
  };
}

/** Counts hits per key in one-minute windows; gives the seconds to wait once a key passes `max`, else null. */
function fixedWindowCounter(max: number): (key: string) => number | null {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (key) => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      windows.delete(key);
      if (windows.size >= MAX_TRACKED_KEYS) windows.delete(windows.keys().next().value!);
      window = { count: 0, endsAt: now + WINDOW_MS };
      windows.set(key, window);
    }
    window.count += 1;
    return window.count > max ? Math.ceil((window.endsAt - now) / 1000) : null;
  };
}
