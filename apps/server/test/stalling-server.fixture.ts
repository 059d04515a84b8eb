// The real server (`main.ts serve`), except that jobs of the kinds listed in STALL_JOB_KINDS block for good right
// after their first progress report: a crash test kills the process there, in the middle of a job that never asks
// the AI provider (whose stalled answer is how the other crash tests hold a job mid-way).
import { runCommand } from '../src/run-command.ts';

const stalledKinds = new Set((process.env.STALL_JOB_KINDS ?? '').split(',').filter(Boolean));

await runCommand('serve', {
  wrapJob: (definition) =>
    stalledKinds.has(definition.name)
      ? {
          ...definition,
          handle: (context) =>
            definition.handle({
              ...context,
              reportProgress: async (progress, message) => {
                await context.reportProgress(progress, message);
                await new Promise(() => undefined);
              },
            }),
        }
      : definition,
});
