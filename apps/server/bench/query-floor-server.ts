// The floor under `npm run bench:jobs`'s uncached PostgreSQL row: node:http in a process of its own running, for
// every request, the same two prepared queries an uncached Viva list request runs (the user behind the token, then
// the list as JSON) through the same data layer, and nothing else (no framework, token check, headers, limiter or
// log). Usage: query-floor-server.ts <database url> <user id> <port>; prints 'ready' once listening.
import { createServer } from 'node:http';
import { findAuthenticatedUserRow } from '../src/modules/users/users.queries.ts';
import { listJobPostingsJson } from '../src/modules/jobs/job-postings.queries.ts';
import { managedJobPostings } from '../src/modules/jobs/job-postings.policy.ts';
import { openDatabase } from '../src/platform/database/database.ts';

const [url, userId, port] = process.argv.slice(2);
const { db, close } = await openDatabase({ url: url! });
const server = createServer((_request, response) => {
  void (async () => {
    const user = await findAuthenticatedUserRow(db, userId!);
    const body = Buffer.from(await listJobPostingsJson(db, managedJobPostings(user!)));
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
