// The closing call to action.
import { Link } from '@tanstack/react-router';
import { api } from '../../../shared/api-routes';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** 'Ready to Get Started?' with both ways in. */
export function CallToActionSection() {
  return (
    <section
      className={css({
        bg: 'bg.hero',
        color: 'fg.onHero',
        px: { base: '4', md: '6' },
        py: { base: '12', md: '20' },
        textAlign: 'center',
      })}
      aria-labelledby="cta-title"
    >
      <h2
        id="cta-title"
        className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}
      >
        Ready to Get Started?
      </h2>
      <p className={css({ mt: '3', opacity: 0.9, maxWidth: '36rem', mx: 'auto' })}>
        Students: find your next position today. Churches: post an opening and meet your next team
        member.
      </p>
      <div
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          justifyContent: 'center',
          gap: '3',
          mt: '8',
        })}
      >
        <Link to="/jobs" className={button({ variant: 'accent', size: 'lg' })}>
          Browse Jobs
        </Link>
        <a href={api.signUp} className={button({ variant: 'onHero', size: 'lg' })}>
          Post a Position
        </a>
      </div>
    </section>
  );
}
