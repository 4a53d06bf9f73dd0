// The landing page's hero: what the board is, 'Browse Jobs' and 'Post a Position'.
import { css, cx } from '../../../styled-system/css';
import { HeroActions } from './hero-actions';
import { heroBand } from './landing-styles';

/** The first thing a visitor sees. */
export function HeroSection({ collegeName }: { collegeName: string }) {
  return (
    <section
      className={cx(heroBand, css({ py: { base: '16', md: '28' } }))}
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
        <HeroActions />
      </div>
    </section>
  );
}
