// /church/dashboard: the incomplete-profile state, or the church's name, its
// figures and two tabs: its positions and its profile.
import { Tabs } from '@ark-ui/react/tabs';
import { Link } from '@tanstack/react-router';
import { MapPin, Plus } from 'lucide-react';
import type { ChurchProfile, CurrentUser } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { profileWithPending } from '../../../offline/church-queue';
import { Page, PageHeader } from '../../../ui/page';
import { PendingEditsPanel } from '../offline/pending-edits-panel';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { RequireChurchOffline } from '../offline/require-church-offline';
import { useChurchOutbox } from '../offline/use-church-outbox';
import { churchReads, useChurchRead } from '../offline/use-church-data';
import { ReadState } from '../read-state';
import { ChurchProfileTab } from './church-profile-tab';
import { ChurchStats } from './church-stats';
import { IncompleteProfile } from './incomplete-profile';
import { PositionsTab } from './positions-tab';
import { TabList } from '../../../ui/tab-list';

const location = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

/** The screen, behind the church guard. */
export function ChurchDashboardPage() {
  return <RequireChurchOffline>{(user) => <Dashboard user={user} />}</RequireChurchOffline>;
}

function Dashboard({ user }: { user: CurrentUser }) {
  const profile = useChurchRead(user.id, churchReads.profile);
  const pending = useChurchOutbox().profile;
  const saved = profile.status === 'ready' ? profile.data : undefined;
  // A profile saved on this device shows as it will be once sent.
  const shown =
    pending && saved !== undefined
      ? profileWithPending(saved, pending.operation.input, pending.createdAt)
      : saved;
  return (
    <Page>
      {profile.status === 'ready' ? null : <ReadState read={profile} what="your church profile" />}
      {shown === null ? <IncompleteProfile /> : null}
      {shown ? (
        <ProfileDashboard profile={shown} userId={user.id} profilePending={Boolean(pending)} />
      ) : null}
    </Page>
  );
}

function ProfileDashboard({
  profile,
  userId,
  profilePending,
}: {
  profile: ChurchProfile;
  userId: string;
  profilePending: boolean;
}) {
  return (
    <>
      <PageHeader
        title={profile.churchName}
        description={
          <span className={location}>
            <MapPin size={16} aria-hidden />
            {profile.location}
          </span>
        }
        actions={
          <Link to="/church/post-job" className={button()}>
            <Plus size={18} aria-hidden />
            Post New Position
          </Link>
        }
      />
      <PendingEditsPanel />
      <ChurchStats userId={userId} />
      <Tabs.Root defaultValue="positions" lazyMount>
        <TabList
          tabs={[
            { value: 'positions', label: 'Positions' },
            {
              value: 'profile',
              label: (
                <>
                  Church Profile
                  {profilePending ? (
                    <span className={css({ ml: '2' })}>
                      <PendingSyncBadge />
                    </span>
                  ) : null}
                </>
              ),
            },
          ]}
        />
        <Tabs.Content value="positions">
          <h2 className={css({ srOnly: true })}>Your Positions</h2>
          <PositionsTab userId={userId} profile={profile} />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ChurchProfileTab profile={profile} pending={profilePending} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
