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
import { useOnline } from '../../../lib/online-status';
import { ConflictResolver } from '../conflict/conflict-resolver';
import { mergeVersions, type Choice } from '../conflict/field-diff';
import { keepCurrent, saveMerge } from '../conflict/resolve-conflict';
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
  const online = useOnline();
  const mine = entry.operation.input;
  const differing = differingFields(mine, current, PROFILE_FIELD_KEYS);
  const toDashboard = () => navigate({ to: '/church/dashboard' });

  async function save(choices: Partial<Record<ProfileField, Choice>>) {
    const input = mergeVersions(mine, current, choices);
    await saveMerge(
      entry,
      { kind: 'church-profile', mode: 'update', input, version: current.version },
      {
        online,
        delivered: profileSaved,
        done: toDashboard,
        reopen: (entryId) =>
          navigate({ to: '/church/profile', search: { edit: entryId }, replace: true }),
      },
    );
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
      onKeepCurrent={async () => {
        // Away as it goes: this page shows the refused entry until it is gone.
        await Promise.all([toDashboard(), keepCurrent(entry)]);
      }}
    />
  );
}
