/** A problem with the command line or its input, printed as one line on stderr (no stack trace). */
export class CliError extends Error {
  /** 2 for usage mistakes, 1 for input that cannot be used. */
  readonly exitCode: 1 | 2;

  constructor(message: string, exitCode: 1 | 2 = 1) {
    super(message);
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}
