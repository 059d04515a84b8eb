import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { startLocalServer, type LocalServer, type ReceivedRequest, type Reply } from '@viva/engine/testing';
import { llmEngineEnv } from './llm-answers.ts';
import { freePort } from './ports.ts';
import { startServerProcess, type ServerProcess } from './server-process.ts';

export type CrashScenario = {
  /** The AI provider's answer to each request once the crash is over. */
  answer(request: ReceivedRequest): Reply;
  /** Requests that get no answer until the crash (a slow model; the process is killed meanwhile). Default: all. */
  stalls?(request: ReceivedRequest): boolean;
  /** Job kinds that never ask the AI provider: they block right after their first progress report until the crash. */
  stallJobKinds?: string[];
};

export type CrashRun = {
  /** The server process of the moment: the first one, then the one started after the crash. */
  server(): ServerProcess;
  /** The AI provider with every request it received, before and after the crash. */
  provider: LocalServer;
  /** SIGKILL the server (a real crash, mid-job), stop stalling, and start a new one on the same data. */
  crashAndRestart(): Promise<ServerProcess>;
};

const FIXTURE = 'apps/server/test/stalling-server.fixture.ts';

/**
 * One test of a job interrupted by a killed server: a real server process on a fresh data directory with the LLM
 * engine pointed at a local AI provider, killed (SIGKILL) while the job is in its middle, then restarted on the same
 * data, where the test checks the job completed once. PGlite only: on PostgreSQL the same recovery waits for the
 * job's expiry (minutes), which the queue's own restart test covers with short timeouts.
 */
export function describeServerCrash(
  title: string,
  test: string,
  scenario: CrashScenario,
  body: (run: CrashRun) => Promise<void>,
): void {
  describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(title, () => {
    let isStalled = true;
    let port: number;
    let dataDir: string;
    let provider: LocalServer;
    let server: ServerProcess | undefined;

    beforeAll(async () => {
      port = await freePort();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'viva-crash-'));
      provider = await startLocalServer(async (request) => {
        if (isStalled && (scenario.stalls?.(request) ?? true)) await new Promise(() => undefined);
        return scenario.answer(request);
      });
    });
    afterAll(async () => {
      server?.child.kill('SIGKILL');
      await provider.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const start = async () => {
      const stallsJobs = isStalled && (scenario.stallJobKinds ?? []).length > 0;
      server = await startServerProcess(
        port,
        {
          DATA_DIR: dataDir,
          ...llmEngineEnv(provider.baseUrl),
          ...(stallsJobs ? { STALL_JOB_KINDS: scenario.stallJobKinds!.join(',') } : {}),
        },
        stallsJobs ? [FIXTURE] : undefined,
      );
      return server;
    };

    it(test, { timeout: 300_000 }, async () => {
      await start();
      await body({
        server: () => server!,
        provider,
        crashAndRestart: async () => {
          await server!.kill();
          isStalled = false;
          return start();
        },
      });
    });
  });
}
