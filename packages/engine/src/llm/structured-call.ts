import {
  APICallError,
  generateText,
  JSONParseError,
  NoObjectGeneratedError,
  NoOutputGeneratedError,
  Output,
  RetryError,
  TypeValidationError,
  type LanguageModel,
} from 'ai';
import { z } from 'zod';

/** How every model call of one engine behaves. */
export type CallSettings = {
  /** Per call, including its retries. */
  timeoutMs: number;
  /** Retries of transient failures (429, 5xx, dropped connections), with exponential backoff. */
  maxRetries: number;
};

/** The model and call settings every capability runs with. */
export type ModelContext = { model: LanguageModel; settings: CallSettings };

export type StructuredRequest<Schema extends z.ZodType> = {
  /** Names the output for providers that use it (schema or tool name). */
  name: string;
  system: string;
  prompt: string;
  schema: Schema;
  signal?: AbortSignal;
};

const INVALID_RESULT = 'The AI provider returned an invalid result';

function describeIssues(error: z.ZodError): string {
  const shown = error.issues.slice(0, 5).map((issue) => {
    const path = issue.path.join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  const more = error.issues.length - shown.length;
  return shown.join('; ') + (more > 0 ? ` (and ${more} more)` : '');
}

/** Why the model's output was rejected, in a sentence and without echoing the whole output. */
function describeRejection(error: NoObjectGeneratedError | NoOutputGeneratedError): string {
  const cause = error.cause;
  if (TypeValidationError.isInstance(cause)) {
    return cause.cause instanceof z.ZodError
      ? describeIssues(cause.cause)
      : 'it does not match the expected shape';
  }
  if (JSONParseError.isInstance(cause)) return 'it is not valid JSON';
  if (NoObjectGeneratedError.isInstance(error) && error.finishReason === 'length') {
    return 'the answer was cut off at the output token limit';
  }
  return 'no structured answer was produced';
}

/** The error for model output that breaks a contract, naming the first problems found. */
export function invalidResultError(problem: z.ZodError | string, cause?: unknown): Error {
  const detail = typeof problem === 'string' ? problem : describeIssues(problem);
  return new Error(`${INVALID_RESULT}: ${detail}.`, { cause });
}

/** Validates what the engine assembled from model output against the contract, so garbage is never stored. */
export function checkResult<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw invalidResultError(result.error);
  return result.data;
}

/**
 * One model call with structured output: a time limit combined with the caller's signal, the SDK's
 * retries with backoff, and every failure turned into an Error a person can act on.
 */
export async function generateStructured<Schema extends z.ZodType>(
  { model, settings }: ModelContext,
  request: StructuredRequest<Schema>,
): Promise<z.output<Schema>> {
  // A cancelled job should not start a paid call.
  request.signal?.throwIfAborted();
  const timeoutSignal = AbortSignal.timeout(settings.timeoutMs);
  const abortSignal = request.signal ? AbortSignal.any([timeoutSignal, request.signal]) : timeoutSignal;
  try {
    const result = await generateText({
      model,
      system: request.system,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema, name: request.name }),
      maxRetries: settings.maxRetries,
      abortSignal,
    });
    // The SDK has already parsed the output with this schema.
    return result.output as z.output<Schema>;
  } catch (error) {
    if (request.signal?.aborted) throw request.signal.reason ?? error;
    if (timeoutSignal.aborted) {
      throw new Error(`The AI provider did not answer within ${settings.timeoutMs / 1000} s.`, {
        cause: error,
      });
    }
    if (NoObjectGeneratedError.isInstance(error) || NoOutputGeneratedError.isInstance(error)) {
      throw invalidResultError(describeRejection(error), error);
    }
    if (RetryError.isInstance(error)) {
      const attempts = `${error.errors.length} time${error.errors.length === 1 ? '' : 's'}`;
      throw new Error(`The AI provider failed ${attempts}: ${describeCallError(error.lastError)}`, {
        cause: error,
      });
    }
    if (APICallError.isInstance(error)) {
      throw new Error(`The AI provider failed: ${describeCallError(error)}`, { cause: error });
    }
    throw error;
  }
}

function describeCallError(error: unknown): string {
  if (APICallError.isInstance(error)) {
    return error.statusCode === undefined ? error.message : `HTTP ${error.statusCode}: ${error.message}`;
  }
  return error instanceof Error ? error.message : String(error);
}
