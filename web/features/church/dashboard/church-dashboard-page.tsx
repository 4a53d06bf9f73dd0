// /church/dashboard (spec section 2): the incomplete-profile state, or the church's name, its
// figures and two tabs: its positions and its profile.
import { Tabs } from '@ark-ui/react/tabs';
import { Link } from '@tanstack/react-router';
import { MapPin, Plus } from 'lucide-react';
import type { ChurchProfile } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button } from '../../../../styled-system/recipes';
import { RequireChurch } from '../../../app/guards';
import { Page, PageHeader } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { LoadError } from '../load-error';
import { useChurchProfile } from '../use-church-profile';
import { ChurchProfileTab } from './church-profile-tab';
import { ChurchStats } from './church-stats';
import { IncompleteProfile } from './incomplete-profile';
import { PositionsTab } from './positions-tab';

const tabList = css({
  display: 'flex',
  gap: '1',
  borderBottomWidth: '1px',
  borderColor: 'border',
  mb: '6',
  overflowX: 'auto',
});
const tabTrigger = css({
  px: '4',
  py: '2.5',
  minH: '11',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  mb: '-1px',
  whiteSpace: 'nowrap',
  _hover: { color: 'fg' },
  _selected: { color: 'primary.text', borderColor: 'primary', fontWeight: 'semibold' },
});
const location = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });

/** The screen, behind the church guard. */
export function ChurchDashboardPage() {
  return <RequireChurch>{() => <Dashboard />}</RequireChurch>;
}

function Dashboard() {
  const profile = useChurchProfile(true);
  return (
    <Page>
      {profile.status === 'loading' ? <Spinner /> : null}
      {profile.status === 'error' ? (
        <LoadError what="your church profile" error={profile.error} onRetry={profile.retry} />
      ) : null}
      {profile.status === 'missing' ? <IncompleteProfile /> : null}
      {profile.status === 'ready' ? <ProfileDashboard profile={profile.profile} /> : null}
    </Page>
  );
}

function ProfileDashboard({ profile }: { profile: ChurchProfile }) {
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
      <ChurchStats />
      <Tabs.Root defaultValue="positions" lazyMount>
        <Tabs.List className={tabList}>
          <Tabs.Trigger value="positions" className={tabTrigger}>
            Positions
          </Tabs.Trigger>
          <Tabs.Trigger value="profile" className={tabTrigger}>
            Church Profile
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="positions">
          <h2 className={css({ srOnly: true })}>Your Positions</h2>
          <PositionsTab />
        </Tabs.Content>
        <Tabs.Content value="profile">
          <ChurchProfileTab profile={profile} />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
