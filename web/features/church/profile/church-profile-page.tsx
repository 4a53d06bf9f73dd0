// /church/profile: the church's profile form (profile-form.tsx),
// prefilled when one exists.
import { useSearch } from '@tanstack/react-router';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { Page, PageHeader } from '../../../ui/page';
import { BackToDashboard } from '../back-link';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { ReadState } from '../read-state';
import { conflictCurrent } from '../conflict/resolve-conflict';
import { ProfileConflict } from './profile-conflict';
import { ProfileForm } from './profile-form';
import type { ProfileEntry } from './use-profile-form';

/** The screen, behind the church guard. */
export function ChurchProfilePage() {
  return <RequireChurchOffline>{(user) => <ProfileScreen user={user} />}</RequireChurchOffline>;
}

function ProfileScreen({ user }: { user: CurrentUser }) {
  const profile = useChurchRead(user.id, churchReads.profile);
  const edits = useChurchOutbox();
  const { edit } = useSearch({ from: '/church/profile' });
  // A refused save opened from the dashboard, else the save still waiting to be sent.
  const found = edit ? edits.all.find((entry) => entry.id === edit) : undefined;
  const correcting =
    found?.operation.kind === 'church-profile' ? (found as ProfileEntry) : undefined;
  const draft = correcting ?? edits.profile;
  // Online, the form waits for the server's answer, not the kept copy (see the edit page).
  const ready = edits.loaded && profile.status === 'ready' && profile.settled;
  const existing = profile.status === 'ready' ? profile.data : null;
  const current = conflictCurrent<ChurchProfile>(correcting);
  // This device's saves still to be sent are applied first: each moves the version on by one.
  const queuedSaves = edits.all.filter(
    (entry) => entry.operation.kind === 'church-profile' && entry.state !== 'rejected',
  ).length;
  return (
    <Page narrow>
      <BackToDashboard />
      <PageHeader
        title="Church Profile"
        description="Tell students about your church. This is shown with every position you post."
      />
      {profile.status === 'ready' ? null : <ReadState read={profile} what="your church profile" />}
      {correcting && current ? <ProfileConflict entry={correcting} current={current} /> : null}
      {ready && !(correcting && current) ? (
        <ProfileForm
          // A new draft (e.g. the entry to correct loaded) starts the form afresh.
          key={draft?.id ?? 'saved'}
          user={user}
          existing={existing}
          draft={draft}
          correcting={correcting}
          version={(existing?.version ?? 0) + queuedSaves}
        />
      ) : null}
    </Page>
  );
}
