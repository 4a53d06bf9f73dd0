// The church's own position with its writes not yet sent (an edit, closing, reopening): the
// dashboard and the position's page show it as it will be once they are applied, and a new
// position not yet sent as a card of the dashboard's grid. And the version a
// new edit starts from counts the writes this device still has to send, so the church's second
// edit made offline does not collide with its own first one (docs/decisions/0024).
import type { FieldSpec } from '../../shared/field-spec';
import {
  NEW_POSITION_STATE,
  POSITION_FIELD_KEYS,
  POSITION_FIELDS,
  positionDataOf,
  type PositionField,
} from '../../shared/position-fields';
import type { PositionData } from '../../shared/schemas/position';
import type { ChurchPosition, ChurchProfile, Position } from '../../shared/types';
import { countByStatus, textOrNull, type EntryOf, type PositionWriteEntry } from './church-queue';

/**
 * The church's latest text of its position: the edit waiting for the college (or declined by it)
 * when there is one, since that is what the church last wrote; else the position's own.
 */
export function latestPositionText(position: ChurchPosition): PositionData {
  return position.revision?.data ?? positionDataOf(position);
}

/**
 * The version the position will be at once this device's queued writes on it are applied: each
 * edit, closing and reopening bumps it by one; a duplicate leaves it alone.
 */
export function expectedVersion(
  position: Pick<Position, 'version'>,
  writes: readonly PositionWriteEntry[] | undefined,
): number {
  const bumping = (writes ?? []).filter((entry) => entry.operation.kind !== 'position-duplicate');
  return position.version + bumping.length;
}

/** A position as the church's screens show it: `pending` while a write of this device waits. */
export type ShownPosition = ChurchPosition & { pending: boolean };

/** The position with its queued writes applied, in the order they were made. */
export function positionWithPending(
  position: ChurchPosition,
  writes: readonly PositionWriteEntry[] | undefined,
): ShownPosition {
  let shown: ChurchPosition = position;
  for (const entry of writes ?? []) {
    const at = new Date(entry.createdAt).toISOString();
    const operation = entry.operation;
    switch (operation.kind) {
      case 'position-edit':
        // An approved position keeps its public text: the edit waits beside it for the college.
        shown = shown.approved
          ? {
              ...shown,
              revision: {
                positionId: shown.id,
                data: operation.input,
                status: 'pending',
                declined: null,
                submittedAt: at,
              },
            }
          : { ...shown, ...operation.input, declined: null };
        break;
      case 'position-close':
        shown = { ...shown, status: 'closed', closedReason: operation.reason, closedAt: at };
        break;
      case 'position-reopen':
        shown = { ...shown, status: 'active', closedReason: null, closedAt: null };
        break;
      case 'position-duplicate':
        break;
    }
  }
  return { ...shown, pending: (writes?.length ?? 0) > 0 };
}

/**
 * A queued new position's text as the server will keep it (the list of fields says each field's
 * kind): text trimmed and null when blank, a choice as chosen or its first value, the file's address
 * once uploaded.
 */
function queuedPositionData(
  input: EntryOf<'position-create'>['operation']['input'],
  fileAddress: string | null,
): PositionData {
  const given = input as Partial<Record<PositionField, string | null>>;
  return Object.fromEntries(
    POSITION_FIELD_KEYS.map((key) => {
      const spec: FieldSpec = POSITION_FIELDS[key];
      const value = given[key];
      if (spec.kind === 'file') return [key, fileAddress];
      if (spec.kind === 'choice')
        return [key, value && spec.options?.[value] ? value : spec.initial];
      return [key, textOrNull(value)];
    }),
  ) as PositionData;
}

/**
 * A queued new position as a card of the church's grid: what the church typed, not approved,
 * no applications, posted when it was queued. Its id is the entry's (it has no server id yet).
 */
export function pendingPositionCard(
  entry: EntryOf<'position-create'>,
  profile: Pick<ChurchProfile, 'id' | 'churchName' | 'location' | 'logoUrl'> | null,
): ChurchPosition {
  const input = entry.operation.input;
  const createdAt = new Date(entry.createdAt).toISOString();
  const data = queuedPositionData(input, entry.file?.storedAddress ?? null);
  return {
    id: entry.id,
    churchProfileId: input.churchProfileId ?? profile?.id ?? '',
    ...data,
    // Required, so never blank once sent; the card shows what was typed.
    title: data.title ?? '',
    description: data.description ?? '',
    ...NEW_POSITION_STATE,
    version: 0,
    revision: null,
    createdAt,
    updatedAt: createdAt,
    church: profile
      ? { churchName: profile.churchName, location: profile.location, logoUrl: profile.logoUrl }
      : null,
    applicationCount: 0,
    statusCounts: countByStatus([]),
    // The queued file is shown by its own name, as the server will show it once it is sent.
    fileNames: entry.file?.storedAddress ? { [entry.file.storedAddress]: entry.file.name } : {},
  };
}
