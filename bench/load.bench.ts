// npm run bench:load: many people on one production server at once, on SQLite and (with
// MONGODB_URL) on MongoDB. Students browse the list and positions' pages and apply with a resume,
// churches work through their applications and post positions, the admin approves them. Prints,
// per kind of request, its rate, p50/p99 latency and errors with the ratio to a bare node:http
// baseline measured in the same run under the same clients; then reads every acknowledged
// application back. Exits 1 on any error, lost or duplicated application; latency targets missed
// are reported, not fatal. --seconds/--clients/--baseline-seconds/--think-ms (or LOAD_SECONDS,
// LOAD_CLIENTS, LOAD_BASELINE_SECONDS, LOAD_THINK_MS) size it; a smoke run: --seconds 5 --clients 6.
import { setTimeout as sleep } from 'node:timers/promises';
import { api } from '../shared/api-routes';
import type { PositionWithChurch } from '../shared/types';
import type { TestBrowser } from '../server/testing/test-browser';
import { pdfBytes } from '../server/testing/test-documents';
import { setup as buildIfNeeded } from '../tests/e2e/support/global-setup';
import { pinLoadGenerator } from './cores';
import { ADMIN_KINDS, adminVisit } from './load/admin';
import { baselineVisit, captureAnswers, startBareServer } from './load/baseline';
import {
  startBenchServer,
  UNCAPPED_APPLICATION_RATE_LIMIT,
  type StoreKind,
} from './load/bench-server';
import { Church, CHURCH_KINDS } from './load/church';
import { describeCpu, startCpuMeter } from './load/cpu-meter';
import { ApplicationLedger } from './load/ledger';
import { LoadClient } from './load/load-client';
import { loadOptions, type LoadOptions } from './load/options';
import { Recorder } from './load/recorder';
import { report, type RunResult } from './load/report';
import { seedThroughApi } from './load/seed';
import { Student, STUDENT_KINDS } from './load/student';

/** Approved positions each church starts with. */
const POSITIONS_EACH = 5;
/** A resume of a usual size. */
const RESUME = pdfBytes(64 * 1024);
/** Unrecorded load before the measured run, so the app's code is compiled as it would be in use. */
const WARM_UP_SECONDS = 5;

/** The table's order: the students' requests, the churches', the admin's. */
const KIND_ORDER: string[] = [
  ...Object.values(STUDENT_KINDS),
  ...Object.values(CHURCH_KINDS),
  ...Object.values(ADMIN_KINDS),
];

/** How the clients divide: one admin, a church per six clients, students for the rest. */
function clientMix(clients: number): { students: number; churches: number } {
  const churches = Math.max(1, Math.round(clients / 6));
  return { churches, students: clients - churches - 1 };
}

/** Runs each visitor's visits back to back until `seconds` are over; answers the seconds taken. */
async function drive(
  visitors: (() => Promise<void>)[],
  seconds: number,
  thinkMs: number,
): Promise<number> {
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    visitors.map(async (visit) => {
      while (performance.now() < deadline) {
        await visit();
        if (thinkMs > 0) await sleep(thinkMs);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

async function runStore(kind: StoreKind, options: LoadOptions, pin: boolean): Promise<RunResult> {
  const { server, stop } = await startBenchServer(kind, process.env.MONGODB_URL, pin);
  try {
    const mix = clientMix(options.clients);
    process.stdout.write(`${kind}: seeding ${mix.churches} churches through the API...\n`);
    const board = await seedThroughApi(server, mix.churches, POSITIONS_EACH);
    const ledger = new ApplicationLedger();
    const listed = await fetch(`${server.url}${api.positions}`);
    const [first] = (await listed.json()) as PositionWithChurch[];
    if (!first) throw new Error('the seeded board lists no position');

    process.stdout.write(`${kind}: baseline, ${options.baselineSeconds} s...\n`);
    const captured = await captureAnswers(server.url, first.id, ledger);
    const bare = await startBareServer(captured, pin);
    const baselineRecorder = new Recorder();
    let baselineSeconds: number;
    let baselineCpu: string;
    try {
      const meter = startCpuMeter(bare.pid);
      const clients = Array.from(
        { length: options.clients },
        () => new LoadClient(bare.url, baselineRecorder),
      );
      baselineSeconds = await drive(
        clients.map((client) => () => baselineVisit(client, captured)),
        options.baselineSeconds,
        options.thinkMs,
      );
      baselineCpu = describeCpu(meter());
    } finally {
      await bare.stop();
    }

    // The same people through the warm-up and the run: students keep their ETags and numbering.
    const warmUpRecorder = new Recorder();
    const clients: LoadClient[] = [];
    const person = (browser?: TestBrowser) => {
      const client = new LoadClient(server.url, warmUpRecorder, browser);
      clients.push(client);
      return client;
    };
    const visitors = [
      ...Array.from({ length: mix.students }, (_, n) => {
        const student = new Student(person(), `s${n}`, RESUME, ledger);
        return () => student.visit();
      }),
      ...board.churches.map((browser, n) => {
        const church = new Church(person(browser), `Church ${n}`);
        return () => church.visit();
      }),
      (
        (admin) => () =>
          adminVisit(admin)
      )(person(board.admin)),
    ];
    const warmUp = Math.min(WARM_UP_SECONDS, options.seconds / 4);
    process.stdout.write(`${kind}: warm-up ${warmUp} s, then ${options.seconds} s of load...\n`);
    await drive(visitors, warmUp, options.thinkMs);
    const recorder = new Recorder();
    for (const client of clients) client.recorder = recorder;
    const meter = startCpuMeter(server.pid);
    const seconds = await drive(visitors, options.seconds, options.thinkMs);
    const runCpu = describeCpu(meter());

    process.stdout.write(`${kind}: reading the applications back...\n`);
    return {
      store: kind,
      figures: recorder
        .figures()
        .sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind)),
      seconds,
      classLatencies: {
        read: recorder.classLatencies('read'),
        write: recorder.classLatencies('write'),
      },
      baseline: baselineRecorder.figures(),
      baselineSeconds,
      ledger: await ledger.check(server.url, board.churches),
      cpu: { baseline: baselineCpu, run: runCpu },
    };
  } finally {
    await stop();
  }
}

async function main(): Promise<void> {
  const options = loadOptions();
  const pin = pinLoadGenerator();
  buildIfNeeded();
  const stores: StoreKind[] = [
    'sqlite',
    ...(process.env.MONGODB_URL ? (['mongodb'] as const) : []),
  ];
  if (!process.env.MONGODB_URL)
    process.stdout.write('MongoDB run skipped: MONGODB_URL is not set\n');
  const results: RunResult[] = [];
  for (const kind of stores) results.push(await runStore(kind, options, pin));

  const mix = clientMix(options.clients);
  process.stdout.write(
    `\nLoad benchmark, ${new Date().toISOString()}: ${options.clients} clients at once ` +
      `(${mix.students} students, ${mix.churches} churches, 1 admin), each visit starting as the ` +
      `last one ends${options.thinkMs ? ` plus ${options.thinkMs} ms` : ''}, ${options.seconds} s per store ` +
      `after a ${Math.min(WARM_UP_SECONDS, options.seconds / 4)} s warm-up; baseline ${options.baselineSeconds} s ` +
      `under the same clients. ${pin ? 'Load generator on core 0, servers on core 1. ' : ''}` +
      `Latency is from sending to the body's last byte, as the client saw it. ` +
      `The server runs with APPLICATION_RATE_LIMIT=${UNCAPPED_APPLICATION_RATE_LIMIT}: every student ` +
      `comes from 127.0.0.1, so the per-address limits on applications and upload addresses are ` +
      `lifted; a 429 would still count as an error.\n`,
  );
  let fatal = false;
  for (const result of results) {
    const printed = report(result);
    fatal ||= printed.fatal;
    process.stdout.write(`\n${printed.text}\n`);
  }
  process.exitCode = fatal ? 1 : 0;
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
