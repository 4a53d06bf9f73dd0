// Shared layout of the landing page's sections: one width, one rhythm.
import { css } from '../../../styled-system/css';

/** A full-width band; alternate bands use `bandMuted`. */
export const band = css({ py: { base: '12', md: '20' }, px: { base: '4', md: '6' } });
/** The dark band of the hero and the closing call to action (its height set by each). */
export const heroBand = css({
  bg: 'bg.hero',
  color: 'fg.onHero',
  px: { base: '4', md: '6' },
  textAlign: 'center',
});
/** The muted background of every other band. */
export const bandMuted = css({ bg: 'bg.muted' });
/** The centred content column of a band. */
export const inner = css({ maxWidth: '72rem', mx: 'auto' });
/** A band's heading. */
export const sectionTitle = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  textAlign: 'center',
});
/** The line under a band's heading. */
export const sectionLead = css({
  color: 'fg.muted',
  textAlign: 'center',
  maxWidth: '40rem',
  mx: 'auto',
  mt: '3',
  mb: { base: '8', md: '12' },
});
/** An icon on a tinted square, at the top of a card. */
export const iconTile = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '12',
  height: '12',
  borderRadius: 'md',
  bg: 'primary.subtle',
  color: 'primary.text',
  mb: '4',
});
