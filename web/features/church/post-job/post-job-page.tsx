// /church/post-job: the post-position form (position-form.tsx). A
// church without a profile is sent to complete it first.
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import type { CurrentUser } from '../../../../shared/types';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { showToast } from '../../../ui/toast';
import { BackToDashboard } from '../back-link';
import { LoadError } from '../load-error';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { useChurchProfile } from '../use-church-profile';
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
  const profile = useChurchProfile(user.id);
  const profileRequired = useProfileRequired();
  const missing = profile.status === 'missing';
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
      {profile.status === 'loading' || missing ? <Spinner /> : null}
      {profile.status === 'error' ? (
        <LoadError what="your church profile" error={profile.error} onRetry={profile.retry} />
      ) : null}
      {profile.status === 'ready' && edits.loaded ? (
        <PositionForm
          key={correcting?.id ?? 'new'}
          profile={profile.profile}
          accountEmail={user.email}
          onProfileRequired={profileRequired}
          mode={{ kind: 'post', correcting }}
        />
      ) : null}
    </Page>
  );
}
