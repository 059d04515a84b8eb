import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { DocumentError, readDocument } from '../documents/index.ts';
import { CliError } from './cli-error.ts';

async function readBytes(path: string): Promise<Buffer> {
  try {
    return await readFile(path);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`${path}: file not found.`);
    if (code === 'EISDIR') throw new CliError(`${path}: is a folder, not a file.`);
    if (code === 'EACCES') throw new CliError(`${path}: permission denied.`);
    throw new CliError(`${path}: cannot be read (${code ?? 'unknown error'}).`);
  }
}

/** A PDF, DOCX or DOC file as Markdown, or the reader's message for the person. */
export async function readDocumentFile(path: string): Promise<string> {
  const bytes = await readBytes(path);
  try {
    return (await readDocument(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength))).markdown;
  } catch (error) {
    if (error instanceof DocumentError) throw new CliError(`${path}: ${error.message}`);
    throw error;
  }
}

/** Where a schema problem is, as a person would write it: `[2].question`, `answers`, or the whole file. */
function issuePath(path: PropertyKey[]): string {
  if (path.length === 0) return 'the file';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`,
    )
    .join('');
}

/** A JSON file checked against a contract schema; problems summarised on one line. */
export async function readJsonFile<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  what: string,
): Promise<z.output<Schema>> {
  const text = (await readBytes(path)).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path}: not valid JSON (${(error as Error).message}).`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues;
  const shown = issues.slice(0, 3).map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
  const more = issues.length > shown.length ? ` (and ${issues.length - shown.length} more)` : '';
  throw new CliError(`${path}: not ${what}: ${shown.join('; ')}${more}.`);
}
