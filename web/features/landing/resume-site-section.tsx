// The pointer to the college's student-resume site, for churches looking for candidates. Shown
// only when the deployment names the site (RESUME_SITE_URL).
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { NewTabLink } from '../../ui/new-tab-link';
import { band, bandMuted, inner, sectionLead, sectionTitle } from './landing-styles';

/** 'Looking for Candidates?' with the link to the student-resume site. */
export function ResumeSiteSection({ url }: { url: string }) {
  return (
    <section className={cx(band, bandMuted)} aria-labelledby="resume-site-title">
      <div className={cx(inner, css({ textAlign: 'center' }))}>
        <h2 id="resume-site-title" className={sectionTitle}>
          Looking for Candidates?
        </h2>
        <p className={sectionLead}>
          Churches can also browse the resumes that students publish on the college’s student resume
          site.
        </p>
        <NewTabLink href={url} className={button({ size: 'lg' })} arrow={18}>
          View Student Resumes
        </NewTabLink>
      </div>
    </section>
  );
}
