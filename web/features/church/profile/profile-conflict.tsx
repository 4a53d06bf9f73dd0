// A profile save refused with 412 (saved meanwhile on another device): the church's version beside
// the current one, field by field, and the merge saved against the current version.
import { useNavigate } from '@tanstack/react-router';
import { choiceOrText, differingFields } from '../../../../shared/field-spec';
import {
  PROFILE_FIELD_KEYS,
  PROFILE_FIELDS,
  type ProfileField,
} from '../../../../shared/profile-fields';
import type { ChurchProfile } from '../../../../shared/types';
import { ConflictResolver } from '../conflict/conflict-resolver';
import { mergeVersions, type Choice } from '../conflict/field-diff';
import { useConflictEnding } from '../conflict/resolve-conflict';
import { profileSaved, type ProfileEntry } from './use-profile-form';

/** The resolver for one refused save. */
export function ProfileConflict({
  entry,
  current,
}: {
  entry: ProfileEntry;
  current: ChurchProfile;
}) {
  const navigate = useNavigate();
  const mine = entry.operation.input;
  const differing = differingFields(mine, current, PROFILE_FIELD_KEYS);
  const ending = useConflictEnding(entry, {
    delivered: profileSaved,
    done: () => navigate({ to: '/church/dashboard' }),
    reopen: (entryId) =>
      navigate({ to: '/church/profile', search: { edit: entryId }, replace: true }),
  });

  async function save(choices: Partial<Record<ProfileField, Choice>>) {
    const input = mergeVersions(mine, current, choices);
    await ending.saveMerge({
      kind: 'church-profile',
      mode: 'update',
      input,
      version: current.version,
    });
  }

  return (
    <ConflictResolver
      key={`${entry.id}:${current.version}`}
      message={entry.lastProblem?.message ?? 'Your church profile was changed meanwhile.'}
      differing={differing}
      fields={PROFILE_FIELDS}
      text={(field, side) =>
        choiceOrText(PROFILE_FIELDS[field], (side === 'mine' ? mine : current)[field])
      }
      onSave={save}
      onKeepCurrent={ending.keepCurrent}
    />
  );
}
