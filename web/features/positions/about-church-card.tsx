// The 'About {church}' card of the position detail: description, denomination, website, phone.
import { Globe, Phone } from 'lucide-react';
import { normalizeWebsite } from '../../../shared/rules';
import type { ChurchDetail } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { NewTabLink } from '../../ui/new-tab-link';
import { underlinedLink } from '../../ui/text-link';

const heading = css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' });
const list = css({ display: 'flex', flexDirection: 'column', gap: '3', fontSize: 'sm' });
const term = css({ fontWeight: 'medium', color: 'fg.muted' });
const contactLink = cx(
  underlinedLink({ weight: 'normal', icon: 'wide', offset: true }),
  css({ wordBreak: 'break-all' }),
);

/** What a student may want to know about the church, each part only when the church gave it. */
export function AboutChurchCard({ church }: { church: ChurchDetail }) {
  const website = normalizeWebsite(church.website);
  return (
    <section className={card()} aria-labelledby="about-church-heading">
      <h2 id="about-church-heading" className={heading}>
        About {church.churchName}
      </h2>
      <div className={list}>
        {church.description ? (
          <p className={css({ whiteSpace: 'pre-line' })}>{church.description}</p>
        ) : null}
        {church.denomination ? (
          <p>
            <span className={term}>Denomination: </span>
            {church.denomination}
          </p>
        ) : null}
        {website ? (
          <NewTabLink href={website} className={contactLink} arrow={false}>
            <Globe size={16} aria-hidden />
            {church.website}
          </NewTabLink>
        ) : null}
        {church.contactPhone ? (
          <a href={`tel:${church.contactPhone.replace(/[^\d+]/g, '')}`} className={contactLink}>
            <Phone size={16} aria-hidden />
            {church.contactPhone}
          </a>
        ) : null}
      </div>
    </section>
  );
}
