// The pointer to the college's student-resume site, for churches looking for candidates. Shown
// only when the deployment names the site (RESUME_SITE_URL).
import { ExternalLink } from 'lucide-react';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
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
        <a href={url} target="_blank" rel="noopener noreferrer" className={button({ size: 'lg' })}>
          View Student Resumes
          <ExternalLink size={18} aria-hidden />
          <span className={css({ srOnly: true })}>(opens in a new tab)</span>
        </a>
      </div>
    </section>
  );
}
