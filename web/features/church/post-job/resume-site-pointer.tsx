// The post-position page points churches to the student-resume site.
import { Users } from 'lucide-react';
import { css } from '../../../../styled-system/css';
import { usePublicConfig } from '../../../lib/use-public-config';
import { NewTabLink } from '../../../ui/new-tab-link';
import { underlinedLink } from '../../../ui/text-link';

const box = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  mb: '6',
  borderRadius: 'lg',
  bg: 'primary.subtle',
  color: 'fg',
});
const link = underlinedLink({ weight: 'semibold', icon: 'tight' });

/** 'Looking for candidates?' with the link, when the deployment has a resume site. */
export function ResumeSitePointer() {
  const { resumeSiteUrl } = usePublicConfig();
  if (!resumeSiteUrl) return null;
  return (
    <aside className={box} aria-label="Student resumes">
      <Users size={22} aria-hidden className={css({ color: 'primary.text', flexShrink: 0 })} />
      <p>
        Looking for candidates? Students share their resumes on the college's resume site.{' '}
        <NewTabLink href={resumeSiteUrl} className={link}>
          View student resumes
        </NewTabLink>
      </p>
    </aside>
  );
}
