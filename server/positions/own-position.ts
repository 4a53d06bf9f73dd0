// A church's own position: who may act on it, and how the church sees it (ChurchPosition: the
// position with its counts and its edit waiting for the college).
import type { ChurchPosition, ChurchProfile, Position } from '../../shared/types';
import type { AppDeps } from '../deps';
import { ForbiddenError, NotFoundError } from '../errors';
import type { UserRecord } from '../store/port';
import { fileNamesOfPosition, namesOfPositionFiles } from '../uploads/uploaded-names';

type Deps = Pick<AppDeps, 'store'>;

/**
 * The position and the church's profile when the position is this church's: 404 when there is no
 * such position, 403 when it is another church's (DESIGN.md: signed in but not allowed).
 */
export async function ownPosition(
  deps: Deps,
  church: UserRecord,
  id: string,
  refusal = 'You can only change your own positions',
): Promise<{ position: Position; profile: ChurchProfile }> {
  const position = await deps.store.positions.findById(id);
  if (!position) throw new NotFoundError('Position not found');
  const profile = await deps.store.churches.findByUserId(church.id);
  if (!profile || profile.id !== position.churchProfileId) throw new ForbiddenError(refusal);
  return { position, profile };
}

/**
 * What the church's and the admin's views add to one position, read now: its church's summary,
 * its application counts and its edit waiting for (or declined by) the college.
 */
export async function positionExtras(
  deps: Deps,
  position: Position,
  church: ChurchProfile | undefined,
): Promise<Omit<ChurchPosition, keyof Position>> {
  const [statusCounts, revision] = await Promise.all([
    deps.store.applications.countsByStatus(position.id),
    deps.store.positions.findRevision(position.id),
  ]);
  const files = { jobDescriptionUrl: position.jobDescriptionUrl, revision: revision ?? null };
  return {
    church: church
      ? { churchName: church.churchName, location: church.location, logoUrl: church.logoUrl }
      : null,
    applicationCount: Object.values(statusCounts).reduce((sum, count) => sum + count, 0),
    statusCounts,
    revision: revision ?? null,
    fileNames: fileNamesOfPosition(await namesOfPositionFiles(deps, [files]), files),
  };
}

/** The church's view of one of its positions, read now. */
export async function churchPositionView(
  deps: Deps,
  position: Position,
  profile: ChurchProfile,
): Promise<ChurchPosition> {
  return { ...position, ...(await positionExtras(deps, position, profile)) };
}

/** GET /api/church/positions/{id}. */
export async function getOwnPosition(
  deps: Deps,
  church: UserRecord,
  id: string,
): Promise<ChurchPosition> {
  const { position, profile } = await ownPosition(
    deps,
    church,
    id,
    'You can only see your own positions',
  );
  return churchPositionView(deps, position, profile);
}
