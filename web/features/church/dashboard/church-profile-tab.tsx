// The Church Profile tab: what students read about the church, each item only when filled in, and
// how the church hears of applications (seen only by the church).
import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { APPLICATION_EMAIL_PREFERENCE_LABELS } from '../../../../shared/constants';
import { normalizeWebsite } from '../../../../shared/rules';
import type { ChurchProfile } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';
import { PendingSyncBadge } from '../offline/pending-sync-badge';
import { NewTabLink } from '../../../ui/new-tab-link';
import { underlinedLink } from '../../../ui/text-link';

const list = css({ display: 'grid', gap: '4', mb: '6' });
const term = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
const detail = css({ mt: '0.5', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const websiteLink = underlinedLink({ weight: 'normal', icon: 'tight' });

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className={term}>{label}</dt>
      <dd className={detail}>{children}</dd>
    </div>
  );
}

/** The profile as students see it, with 'Edit Profile'. */
export function ChurchProfileTab({
  profile,
  pending,
}: {
  profile: ChurchProfile;
  /** True while a save made on this device waits to be sent. */
  pending: boolean;
}) {
  const website = normalizeWebsite(profile.website);
  return (
    <section className={card()} aria-labelledby="church-profile-heading">
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: '3',
          mb: '4',
        })}
      >
        <h2 id="church-profile-heading" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
          Church Information
        </h2>
        {pending ? <PendingSyncBadge /> : null}
      </div>
      <dl className={list}>
        {profile.churchName ? <Item label="Church Name">{profile.churchName}</Item> : null}
        {profile.denomination ? <Item label="Denomination">{profile.denomination}</Item> : null}
        {profile.location ? <Item label="Location">{profile.location}</Item> : null}
        {website ? (
          <Item label="Website">
            <NewTabLink href={website} className={websiteLink}>
              {website}
            </NewTabLink>
          </Item>
        ) : null}
        {profile.description ? <Item label="About Us">{profile.description}</Item> : null}
        {/* A profile kept on this device before the choice existed has none: 'each' applies. */}
        <Item label="Application e-mails">
          {APPLICATION_EMAIL_PREFERENCE_LABELS[profile.applicationEmails ?? 'each']}
        </Item>
      </dl>
      <Link to="/church/profile" className={button({ variant: 'outline' })}>
        <Pencil size={16} aria-hidden />
        Edit Profile
      </Link>
    </section>
  );
}
