// A position edit refused with 412 (another device or person changed the position since the edit
// began): the church's text beside the current one, field by field, and the merge saved against
// the current version. A new job description file the church chose counts as its version of the
// file, and goes with the merge unless it keeps the current file.
import { useNavigate } from '@tanstack/react-router';
import { differingFields } from '../../../../shared/field-spec';
import {
  POSITION_FIELD_KEYS,
  POSITION_FIELDS,
  type PositionField,
} from '../../../../shared/position-fields';
import type { ChurchPosition } from '../../../../shared/types';
import { latestPositionText } from '../../../offline/church-position-writes';
import { ConflictResolver } from '../conflict/conflict-resolver';
import { mergeVersions, type Choice } from '../conflict/field-diff';
import { useConflictEnding } from '../conflict/resolve-conflict';
import { positionFieldText } from '../position/position-fields';
import { positionEditDelivered } from '../position/position-writes';
import type { EditEntry } from '../post-job/use-position-form';

/** The resolver for one refused edit. */
export function PositionConflict({
  entry,
  current,
}: {
  entry: EditEntry;
  current: ChurchPosition;
}) {
  const navigate = useNavigate();
  const positionId = entry.operation.positionId;
  const mine = entry.operation.input;
  const theirs = latestPositionText(current);
  const newFile = entry.file?.name;
  const differing = POSITION_FIELD_KEYS.filter(
    (field) =>
      (field === 'jobDescriptionUrl' && newFile !== undefined) ||
      differingFields(mine, theirs, [field]).length > 0,
  );
  const text = (field: PositionField, side: Choice) =>
    side === 'mine' && field === 'jobDescriptionUrl' && newFile
      ? `New file: ${newFile}`
      : positionFieldText(field, side === 'mine' ? mine : theirs, current.fileNames);
  const ending = useConflictEnding<EditEntry['operation']>(entry, {
    delivered: (body, merge) => positionEditDelivered(merge)(body),
    done: () => navigate({ to: '/church/positions/$id', params: { id: positionId } }),
    reopen: (entryId) =>
      navigate({
        to: '/church/positions/$id/edit',
        params: { id: positionId },
        search: { edit: entryId },
        replace: true,
      }),
  });

  async function save(choices: Partial<Record<PositionField, Choice>>) {
    const input = mergeVersions(mine, theirs, choices);
    const operation = { ...entry.operation, input, title: input.title, version: current.version };
    await ending.saveMerge(
      operation,
      choices.jobDescriptionUrl === 'theirs' ? undefined : entry.file,
    );
  }

  return (
    <ConflictResolver
      // A newer refusal (changed once more) starts the choice afresh.
      key={`${entry.id}:${current.version}`}
      message={entry.lastProblem?.message ?? 'This position was changed since you opened it.'}
      differing={differing}
      fields={POSITION_FIELDS}
      text={text}
      onSave={save}
      onKeepCurrent={ending.keepCurrent}
    />
  );
}
