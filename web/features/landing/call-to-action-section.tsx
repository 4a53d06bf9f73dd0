// The closing call to action.
import { css, cx } from '../../../styled-system/css';
import { HeroActions } from './hero-actions';
import { band, heroBand } from './landing-styles';

/** 'Ready to Get Started?' with both ways in. */
export function CallToActionSection() {
  return (
    <section className={cx(heroBand, band)} aria-labelledby="cta-title">
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
      <HeroActions />
    </section>
  );
}
