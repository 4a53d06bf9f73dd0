// /church/post-job: the post-position form (position-form.tsx). A
// church without a profile is sent to complete it first.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { CurrentUser } from '../../../../shared/types';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { BackToDashboard } from '../back-link';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { ReadState } from '../read-state';
import { PositionForm } from './position-form';
import { ResumeSitePointer } from './resume-site-pointer';
import type { PositionEntry } from './use-position-form';

/** Tells the church it needs a profile first and sends it to the profile form. */
function useProfileRequired() {
  const navigate = useNavigate();
  const sent = useRef(false);
  return useCallback(() => {
    if (sent.current) return;
    sent.current = true;
    showToast({
      title: 'Profile Required',
      description: 'Please complete your church profile first.',
      variant: 'destructive',
    });
    void navigate({ to: '/church/profile', replace: true });
  }, [navigate]);
}

/** The screen, behind the church guard. */
export function PostJobPage() {
  return <RequireChurchOffline>{(user) => <PostJobScreen user={user} />}</RequireChurchOffline>;
}

function PostJobScreen({ user }: { user: CurrentUser }) {
  const edits = useChurchOutbox();
  const { edit } = useSearch({ from: '/church/post-job' });
  const found = edit ? edits.all.find((entry) => entry.id === edit) : undefined;
  const correcting =
    found?.operation.kind === 'position-create' ? (found as PositionEntry) : undefined;
  const profile = useChurchRead(user.id, churchReads.profile);
  const profileRequired = useProfileRequired();
  const missing = profile.status === 'ready' && profile.data === null;
  useEffect(() => {
    if (missing) profileRequired();
  }, [missing, profileRequired]);
  return (
    <Page narrow>
      <BackToDashboard />
      <PageHeader
        title="Post a New Position"
        description="Tell students about the role. An admin approves it before students can see it."
      />
      <ResumeSitePointer />
      {missing ? <Spinner /> : null}
      {profile.status === 'ready' ? null : <ReadState read={profile} what="your church profile" />}
      {profile.status === 'ready' && profile.data && edits.loaded ? (
        <PositionForm
          key={correcting?.id ?? 'new'}
          profile={profile.data}
          accountEmail={user.email}
          onProfileRequired={profileRequired}
          mode={{ kind: 'post', correcting }}
        />
      ) : null}
    </Page>
  );
}
