// The dashboard of a church that has not told students about itself yet.
import { Link } from '@tanstack/react-router';
import { Church } from 'lucide-react';
import { css, cx } from '../../../../styled-system/css';
import { button, card } from '../../../../styled-system/recipes';

const panel = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '4',
  textAlign: 'center',
  maxWidth: '36rem',
  mx: 'auto',
  py: { base: '8', md: '12' },
});

/** 'Complete Your Church Profile' with the way to do it. */
export function IncompleteProfile() {
  return (
    <section className={cx(card(), panel)} aria-labelledby="complete-profile-title">
      <span
        className={css({
          bg: 'primary.subtle',
          color: 'primary.text',
          p: '4',
          borderRadius: 'full',
        })}
        aria-hidden
      >
        <Church size={36} />
      </span>
      <h1 id="complete-profile-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        Complete Your Church Profile
      </h1>
      <p className={css({ color: 'fg.muted' })}>
        Tell students about your church before you post positions: its name, location and what makes
        it special.
      </p>
      <Link to="/church/profile" className={button({ size: 'lg' })}>
        Complete Profile
      </Link>
    </section>
  );
}
