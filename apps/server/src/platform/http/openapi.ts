import { ErrorResponseSchema } from '@viva/contracts';

/** Error responses documented on routes (and serialized through the same schema). */
export const errorResponses = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  410: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  422: ErrorResponseSchema,
  429: ErrorResponseSchema,
} as const;

export const bearerAuth = [{ bearerAuth: [] }];
