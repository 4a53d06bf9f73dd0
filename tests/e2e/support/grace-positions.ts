// The frame of the browser tests of a church's own positions: the server and Chromium,
// Grace Fellowship Church and the admin signed in, pages that must end without unexpected errors,
// and the two calls these tests start from: an approved position, and the church's view of one.
import type { ChurchPosition } from '../../../shared/types';
import { postApprovedPosition } from './accounts';
import { checkedPages, sessionWithGraceAndAdmin } from './app-session';
import { churchPosition } from './church-positions';
import type { StartServerOptions } from './server';

/**
 * The session (its fields are set by its hooks: read them in tests), the page tracker, and
 * helpers; positions are posted with `description`.
 */
export function gracePositionsSession(
  serverOptions: StartServerOptions,
  description: string,
  /** Page errors a test may cause on purpose (offline requests, say); the rest fail it. */
  tolerated: RegExp | null = null,
) {
  const session = sessionWithGraceAndAdmin(serverOptions);
  const pages = checkedPages(tolerated);
  return {
    session,
    pages,
    /** A part-time position the admin has approved; its id. */
    postApproved: (title: string): Promise<string> =>
      postApprovedPosition(session.server, session.church, session.admin, {
        title,
        description,
        positionType: 'part-time',
      }),
    /** The church's view of its position, as the API answers it now. */
    ownPosition: (id: string): Promise<ChurchPosition> =>
      churchPosition(session.server, session.church, id),
  };
}
