// A church's own data: its profile, its positions with counts, its stats and its applicants.
import type * as v from 'valibot';
import { api } from '../../shared/api-routes';
import type { churchProfileInputSchema } from '../../shared/schemas/church-profile';
import type {
  Application,
  ApplicationStatus,
  ChurchPosition,
  ChurchProfile,
  ChurchStats,
  ReviewedApplication,
} from '../../shared/types';
import type { AppDeps } from '../deps';
import { ForbiddenError, NotFoundError, PreconditionFailedError } from '../errors';
import { StaleVersionError, zeroStatusCounts, type UserRecord } from '../store/port';
import {
  fileNamesOfPosition,
  namesOfPositionFiles,
  uploadedNamesOf,
} from '../uploads/uploaded-names';

type Deps = Pick<AppDeps, 'store'>;

/** A parsed church profile body. */
export type ChurchProfileForm = v.InferOutput<typeof churchProfileInputSchema>;

/** The church's profile, or 404 when it has none yet. */
export async function getOwnProfile(deps: Deps, church: UserRecord): Promise<ChurchProfile> {
  const profile = await deps.store.churches.findByUserId(church.id);
  if (!profile) throw new NotFoundError('Church profile not found');
  return profile;
}

/** 412's message when the profile was saved elsewhere since this edit began. */
export const PROFILE_EDITED_MEANWHILE =
  'Your church profile was changed since you opened it. Compare the two versions and choose what to keep.';

/**
 * Creates or updates the church's profile (spec: updated if one exists, otherwise created). With
 * `expectedVersion` (If-Match), a profile saved elsewhere since is left alone: 412 with it.
 */
export async function saveOwnProfile(
  deps: Deps,
  church: UserRecord,
  input: ChurchProfileForm,
  expectedVersion?: number,
): Promise<{ profile: ChurchProfile; created: boolean }> {
  const { userId, ...data } = input;
  if (userId && userId !== church.id) {
    throw new ForbiddenError('You can only edit your own church profile');
  }
  try {
    return await deps.store.churches.upsertForUser(church.id, data, expectedVersion);
  } catch (error) {
    if (error instanceof StaleVersionError)
      throw new PreconditionFailedError(PROFILE_EDITED_MEANWHILE, error.current);
    throw error;
  }
}

/**
 * The church's positions with their application counts, in all and per status (for the cards'
 * badges); none before a profile exists.
 */
export async function listOwnPositions(deps: Deps, church: UserRecord): Promise<ChurchPosition[]> {
  const profile = await deps.store.churches.findByUserId(church.id);
  if (!profile) return [];
  const [positions, counts, revisions] = await Promise.all([
    deps.store.positions.listByChurch(profile.id),
    deps.store.applications.countsByStatusForChurch(profile.id),
    deps.store.positions.listRevisions(profile.id),
  ]);
  const byPosition = new Map(revisions.map((revision) => [revision.positionId, revision]));
  const listed = positions.map((position) => ({
    ...position,
    statusCounts: counts[position.id] ?? zeroStatusCounts(),
    revision: byPosition.get(position.id) ?? null,
  }));
  const names = await namesOfPositionFiles(deps, listed);
  return listed.map((position) => ({
    ...position,
    fileNames: fileNamesOfPosition(names, position),
  }));
}

/** The dashboard's three figures. */
export async function ownStats(deps: Deps, church: UserRecord): Promise<ChurchStats> {
  const profile = await deps.store.churches.findByUserId(church.id);
  if (!profile) return { activePositions: 0, totalApplications: 0, totalPositions: 0 };
  return deps.store.positions.statsForChurch(profile.id);
}

/**
 * Applications to one of the church's own positions, newest first, only those with `filter.status`
 * when given; resumes are read through an authorised route.
 */
export async function listOwnApplications(
  deps: Deps,
  church: UserRecord,
  positionId: string,
  filter: { status?: ApplicationStatus } = {},
): Promise<(Application & Pick<ReviewedApplication, 'resumeDownloadUrl' | 'resumeName'>)[]> {
  const position = await deps.store.positions.findById(positionId);
  if (!position) throw new NotFoundError('Position not found');
  const profile = await deps.store.churches.findByUserId(church.id);
  if (profile?.id !== position.churchProfileId) {
    throw new ForbiddenError('You can only see applications to your own positions');
  }
  const applications = await deps.store.applications.listByPosition(positionId, filter);
  const names = await uploadedNamesOf(
    deps,
    applications.map((application) => application.resumeUrl),
  );
  return applications.map((application) => ({
    ...application,
    resumeDownloadUrl: application.resumeUrl ? api.applicationResume(application.id) : null,
    resumeName: names.get(application.resumeUrl ?? '') ?? null,
  }));
}
