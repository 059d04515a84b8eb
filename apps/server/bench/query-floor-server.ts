// The floors under `npm run bench:jobs`'s uncached PostgreSQL row: node:http in a process of its own running, for
// every request, the prepared queries an uncached Viva list request runs, through the same data layer, and nothing
// else (no framework, token check, headers, limiter or log). Mode 'two-queries': the user behind the token, then the
// list as JSON, as Viva does; 'list-only': the user read once at start, then only the list (one round trip a
// request). Usage: query-floor-server.ts <database url> <user id> <mode> <port>; prints 'ready' once listening.
import { createServer } from 'node:http';
import { findAuthenticatedUserRow } from '../src/modules/users/users.queries.ts';
import { listJobPostingsJson } from '../src/modules/jobs/job-postings.queries.ts';
import { managedJobPostings } from '../src/modules/jobs/job-postings.policy.ts';
import { openDatabase } from '../src/platform/database/database.ts';

const [url, userId, mode, port] = process.argv.slice(2);
const { db, close } = await openDatabase({ url: url! });
const readUser = async () => (await findAuthenticatedUserRow(db, userId!))!;
const userReadOnce = mode === 'list-only' ? await readUser() : null;

const server = createServer((_request, response) => {
  void (async () => {
    const user = userReadOnce ?? (await readUser());
    const body = Buffer.from(await listJobPostingsJson(db, managedJobPostings(user)));
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })().catch((error: unknown) => {
    response.writeHead(500).end(String(error));
  });
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => void close().then(() => process.exit(0))));
