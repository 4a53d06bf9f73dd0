// /select-role (DESIGN.md "Sign-in and roles", decision 0001): an unverified account waits for its
// e-mail; a verified one picks church, or admin when its address is on ADMIN_EMAILS. Allow-listed
// admins get their role from the server and never come here; anyone with a role goes to '/'.
import { Church, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { api } from '../../../shared/api-routes';
import { ARCHIVE_AFTER_DAYS, type Role } from '../../../shared/constants';
import type { CurrentUser } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { apiRequest } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { pageColumn } from '../../ui/page';
import { Spinner } from '../../ui/spinner';
import { showToast } from '../../ui/toast';
import { showFailure } from '../../ui/toast-outcome';
import { CheckEmail } from './check-email';
import { RoleCard } from './role-card';
import { Redirect } from './redirect';
import { greetingName } from './greeting-name';

/** Long enough to read 'Welcome!' before the app reloads at '/'. */
const RELOAD_DELAY_MS = 1000;

/** Why the admin card is unavailable to addresses not on ADMIN_EMAILS. */
export const ADMIN_UNAVAILABLE =
  "Only the college's administrators can choose this. Ask the college to add your e-mail address.";

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', md: '1fr 1fr' },
  gap: { base: '4', md: '6' },
  mt: '8',
});

function RoleChoice({ user }: { user: CurrentUser }) {
  const [saving, setSaving] = useState<Role | null>(null);

  async function choose(role: Role) {
    setSaving(role);
    try {
      await apiRequest('POST', api.selectRole, { body: { role } });
      showToast({
        title: 'Welcome!',
        description: `Setting up your ${role} account...`,
      });
      // Stays "saving" until the app starts afresh at '/' with the new role.
      window.setTimeout(() => window.location.assign('/'), RELOAD_DELAY_MS);
    } catch {
      showFailure('Failed to set up your account. Please try again.');
      setSaving(null);
    }
  }

  return (
    <div className={pageColumn({ width: 'choice' })}>
      <h1
        className={css({
          fontSize: { base: '2xl', md: '4xl' },
          fontWeight: 'bold',
          textAlign: 'center',
        })}
      >
        Welcome, {greetingName(user)}!
      </h1>
      <p className={css({ color: 'fg.muted', textAlign: 'center', mt: '2' })}>
        How will you use the job board? You choose once.
      </p>
      <div className={grid}>
        <RoleCard
          icon={<Church size={28} />}
          label="I'm a Church"
          points={['Post job positions', 'Review applications', 'Manage church profile']}
          saving={saving === 'church'}
          busy={saving !== null}
          onChoose={() => void choose('church')}
        />
        <RoleCard
          icon={<ShieldCheck size={28} />}
          label="I'm an Admin"
          points={[
            'View all job positions',
            'Delete old positions',
            `Auto-archive after ${ARCHIVE_AFTER_DAYS} days`,
          ]}
          saving={saving === 'admin'}
          busy={saving !== null}
          unavailableReason={user.adminEligible ? undefined : ADMIN_UNAVAILABLE}
          onChoose={() => void choose('admin')}
        />
      </div>
    </div>
  );
}

/** The role choice, or what stands before it. */
export function SelectRolePage() {
  const session = useSession();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') return <Redirect to="/login" />;
  if (session.user.role) return <Redirect to="/" />;
  if (!session.user.emailVerified) return <CheckEmail user={session.user} />;
  return <RoleChoice user={session.user} />;
}
