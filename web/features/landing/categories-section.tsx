// Ministry and marketplace opportunities: the two kinds of positions on the board.
import { Briefcase, Church } from 'lucide-react';
import type { ReactNode } from 'react';
import { css } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { band, iconTile, inner, sectionLead, sectionTitle } from './landing-styles';
import { CheckList } from './check-list';

const MINISTRY = [
  'Youth and children’s ministry',
  'Worship and music',
  'Pastoral and outreach internships',
  'Discipleship and small groups',
];
const MARKETPLACE = [
  'Administration and operations',
  'Communications, media and design',
  'Finance and bookkeeping',
  'Facilities, events and hospitality',
];

function Category({
  title,
  text,
  items,
  icon,
}: {
  title: string;
  text: string;
  items: string[];
  icon: ReactNode;
}) {
  return (
    <div className={card()}>
      <span className={iconTile} aria-hidden>
        {icon}
      </span>
      <h3 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h3>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{text}</p>
      <CheckList points={items} />
    </div>
  );
}

/** The two categories of opportunity. */
export function CategoriesSection() {
  return (
    <section className={band} aria-labelledby="categories-title">
      <div className={inner}>
        <h2 id="categories-title" className={sectionTitle}>
          Opportunities for Every Calling
        </h2>
        <p className={sectionLead}>
          Serve in a church’s ministry or bring your skills to the work that keeps it running.
        </p>
        <div
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
            gap: '6',
          })}
        >
          <Category
            title="Ministry Opportunities"
            text="Positions that serve a congregation directly, full-time or part-time."
            items={MINISTRY}
            icon={<Church size={24} />}
          />
          <Category
            title="Marketplace Opportunities"
            text="Professional roles inside churches and ministries, for every field of study."
            items={MARKETPLACE}
            icon={<Briefcase size={24} />}
          />
        </div>
      </div>
    </section>
  );
}
