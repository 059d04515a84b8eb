import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { canAccessArea, canPerform, type AccessArea, type Action, type Role } from '@viva/contracts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import type { AccessTokens } from './access-tokens.ts';

export type AuthenticatedUser = {
  id: string;
  email: string;
  fullName: string | null;
  role: Role | null;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  interface FastifyRequest {
    authenticatedUser?: AuthenticatedUser;
  }
}

export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';
export const SESSION_NOT_VALID = 'Your session is not valid. Please sign in again.';

export type Guards = {
  /** Any signed-in user, with or without a role. */
  signedIn: preHandlerAsyncHookHandler;
  /**
   * Pages reached from an emailed link: nobody signed in is allowed (the route sees no user), but a token that is
   * sent must be valid.
   */
  signedInOrAnonymous: preHandlerAsyncHookHandler;
  /** Signed in and the role reaches this access area (spec part 1 §6). */
  area(area: AccessArea): preHandlerAsyncHookHandler;
  /** Signed in and the role may perform this action (spec part 1 §6 'Within jobs'). */
  action(action: Action): preHandlerAsyncHookHandler;
};

/**
 * Route guards built on the shared role table. The user behind the token is looked up (through `findUser`, which
 * the composition root backs with a 5 s cache dropped on this process's own changes), so a role change or a
 * deleted account takes effect within seconds, whatever the token says.
 */
export function createGuards(options: {
  tokens: AccessTokens;
  findUser: (id: string) => Promise<AuthenticatedUser | null>;
}): Guards {
  async function authenticate(request: FastifyRequest): Promise<AuthenticatedUser> {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthorized('Not authenticated');
    const check = await options.tokens.verify(match[1]);
    if ('problem' in check) throw unauthorized(check.problem === 'expired' ? SESSION_EXPIRED : SESSION_NOT_VALID);
    const user = await options.findUser(check.userId);
    // A well-signed token for an account that is gone: not an expiry either.
    if (!user) throw unauthorized(SESSION_NOT_VALID);
    request.authenticatedUser = user;
    return user;
  }

  const requireRole = (allowed: (user: AuthenticatedUser) => boolean): preHandlerAsyncHookHandler =>
    async function guard(request) {
      const user = await authenticate(request);
      if (!user.role) throw forbidden('Choose a role before using this part of Viva.');
      if (!allowed(user)) throw forbidden();
    };

  return {
    signedIn: async function signedIn(request) {
      await authenticate(request);
    },
    signedInOrAnonymous: async function signedInOrAnonymous(request) {
      if (request.headers.authorization !== undefined) await authenticate(request);
    },
    area: (area) => requireRole((user) => canAccessArea(user.role, area)),
    action: (action) => requireRole((user) => canPerform(user.role, action)),
  };
}

/** The user a `signedInOrAnonymous` guard found, or null for nobody. */
export function optionalUser(request: FastifyRequest): AuthenticatedUser | null {
  return request.authenticatedUser ?? null;
}

/** The user a guard has authenticated; routes call this after a guard ran. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.authenticatedUser) throw unauthorized('Not authenticated');
  return request.authenticatedUser;
}
