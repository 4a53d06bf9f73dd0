// The layout of the church's pages about one thing (an application, a position): a wide column of
// its content and a narrow one of what can be done, one under the other on a phone; each part a
// titled card; the thing's name as the page's heading.
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';

/** The two columns. */
export const twoColumns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
  gap: { base: '4', md: '6' },
  alignItems: 'start',
});

/** One column: its cards one under the other. */
export const column = css({ display: 'grid', gap: { base: '4', md: '6' }, minWidth: '0' });

/** The page's heading: a name that may be long, broken anywhere rather than overflow a phone. */
export const pageHeading = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: 'bold',
  overflowWrap: 'anywhere',
});

const section = cx(card(), css({ display: 'grid', gap: '3' }));
const sectionTitle = css({ fontSize: 'lg', fontWeight: 'semibold' });

/** A titled card, a region named by its title. */
export function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className={section} aria-label={heading}>
      <h2 className={sectionTitle}>{heading}</h2>
      {children}
    </section>
  );
}
