// The landing page's hero: what the board is, 'Browse Jobs' and 'Post a Position'.
import { Link } from '@tanstack/react-router';
import { api } from '../../../shared/api-routes';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';

/** The first thing a visitor sees. */
export function HeroSection({ collegeName }: { collegeName: string }) {
  return (
    <section
      className={css({
        bg: 'bg.hero',
        color: 'fg.onHero',
        px: { base: '4', md: '6' },
        py: { base: '16', md: '28' },
        textAlign: 'center',
      })}
      aria-labelledby="hero-title"
    >
      <div className={css({ maxWidth: '48rem', mx: 'auto' })}>
        <p
          className={css({
            color: 'gold.300',
            fontWeight: 'semibold',
            letterSpacing: 'wide',
            textTransform: 'uppercase',
            fontSize: 'sm',
          })}
        >
          {collegeName} Job Board
        </p>
        <h1
          id="hero-title"
          className={css({
            fontSize: { base: '3xl', md: '5xl' },
            fontWeight: 'bold',
            lineHeight: '1.15',
            mt: '3',
          })}
        >
          Find Your Calling in Ministry and the Marketplace
        </h1>
        <p className={css({ fontSize: { base: 'md', md: 'xl' }, mt: '5', opacity: 0.9 })}>
          Churches near {collegeName} post positions; students browse them and apply in minutes, no
          account needed.
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
          {/* Posting needs a church account: this opens account creation (or the provider). */}
          <a href={api.signUp} className={button({ variant: 'onHero', size: 'lg' })}>
            Post a Position
          </a>
        </div>
      </div>
    </section>
  );
}
