// npm run job -- <name>: runs one periodic job now against the configured store and files (the
// same environment as the server); `npm run job` alone lists the jobs. Mail a job queues is sent
// by the running server's mail worker, as for a scheduled run.
import { jobCommand } from '../server/jobs/job-command';
import { createLogger } from '../server/logger';
import { configOrExit, openAppDeps } from '../server/runtime';

const log = createLogger();
const deps = await openAppDeps(configOrExit(), log, { signIn: false });
let code: number;
try {
  code = await jobCommand(deps, process.argv[2], {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
} finally {
  await deps.store.close();
}
// pino writes the lines stdout still buffers as the process exits (server/logger.ts).
process.exit(code);
