// A student's visits, back to back: the public list (a returning PWA sends the ETag it keeps, so an
// unchanged list is a 304), one position's page, and now and then an application with a resume,
// the way the app sends one: ask for an upload address, PUT the PDF there, then POST the
// application under an Idempotency-Key. Some applications are sent a second time under the same
// key, as the outbox does when an answer was lost; the server must answer with the same receipt.
import { randomUUID } from 'node:crypto';
import { api, IDEMPOTENCY_HEADER } from '../../shared/api-routes';
import { UPLOAD_PUT_HEADERS } from '../../shared/constants';
import type { ApplicationReceipt, PositionWithChurch } from '../../shared/types';
import { applicationFor } from '../../server/testing/fixtures';
import type { ApplicationLedger } from './ledger';
import type { LoadClient } from './load-client';

/** Share of visits that start as a new visitor (no ETag kept, the server-rendered page). */
const NEW_VISITOR_SHARE = 0.25;
/** Share of visits that end with an application. */
const APPLY_SHARE = 1 / 3;
/** Every this many applications of a student, the same request is sent again (a lost answer). */
const REPLAY_EVERY = 10;

/** The kinds of a student's requests, as the table names them. */
export const STUDENT_KINDS = {
  list: 'GET /api/positions (new visitor)',
  listConditional: 'GET /api/positions, If-None-Match',
  page: 'GET /jobs/:id (server-rendered page)',
  detail: 'GET /api/positions/:id',
  uploadAddress: 'POST /api/object-storage/resume',
  upload: 'PUT resume PDF to its upload address',
  apply: 'POST /api/applications',
  replay: 'POST /api/applications, same key again',
} as const;

/** One student's state between visits. */
export class Student {
  private etag: string | null = null;
  private positions: PositionWithChurch[] = [];
  private applications = 0;

  constructor(
    private readonly client: LoadClient,
    /** Makes this student's e-mail addresses unique across the run. */
    private readonly name: string,
    private readonly resume: Uint8Array<ArrayBuffer>,
    private readonly ledger: ApplicationLedger,
  ) {}

  async visit(): Promise<void> {
    const newVisitor = this.etag === null || Math.random() < NEW_VISITOR_SHARE;
    const list = newVisitor
      ? await this.client.call(STUDENT_KINDS.list, 'read', api.positions, [200])
      : await this.client.call(STUDENT_KINDS.listConditional, 'read', api.positions, [200, 304], {
          headers: { 'if-none-match': this.etag ?? '' },
        });
    if (!list) return;
    if (list.status === 200) {
      this.positions = list.json<PositionWithChurch[]>();
      this.etag = list.headers.get('etag');
    }
    const position = this.positions[Math.floor(Math.random() * this.positions.length)];
    if (!position) return;
    const opened = newVisitor
      ? await this.client.call(STUDENT_KINDS.page, 'read', `/jobs/${position.id}`, [200])
      : await this.client.call(STUDENT_KINDS.detail, 'read', api.position(position.id), [200]);
    if (opened && Math.random() < APPLY_SHARE) await this.apply(position.id);
  }

  private async apply(positionId: string): Promise<void> {
    const target = await this.client.call(
      STUDENT_KINDS.uploadAddress,
      'write',
      api.uploadResume,
      [200],
      {
        json: { filename: 'resume.pdf', contentType: 'application/pdf', size: this.resume.length },
      },
    );
    if (!target) return;
    const { url } = target.json<{ url: string }>();
    const uploaded = await this.client.call(STUDENT_KINDS.upload, 'write', url, [200], {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf', ...UPLOAD_PUT_HEADERS },
      bytes: this.resume,
    });
    if (!uploaded) return;
    this.applications += 1;
    const studentEmail = `${this.name}-${this.applications}@student.load.test`;
    const request = {
      json: applicationFor(positionId, { studentEmail, resumeUrl: url.split('?')[0] ?? '' }),
      headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    };
    const applied = await this.client.call(
      STUDENT_KINDS.apply,
      'write',
      api.applications,
      [201],
      request,
    );
    if (!applied) return;
    const receipt = applied.json<ApplicationReceipt>();
    this.ledger.add({ positionId, studentEmail, id: receipt.id });
    if (this.applications % REPLAY_EVERY !== 0) return;
    const replayed = await this.client.call(
      STUDENT_KINDS.replay,
      'write',
      api.applications,
      [201],
      request,
    );
    if (replayed && replayed.json<ApplicationReceipt>().id !== receipt.id)
      this.client.wrongAnswer(STUDENT_KINDS.replay, 'write', 'another receipt');
  }
}
