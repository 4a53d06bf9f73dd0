// 'For Churches' and 'For Students': what each side gets from the board.
import { Link } from '@tanstack/react-router';
import { GraduationCap, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { api } from '../../../shared/api-routes';
import { css } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import { CheckList } from './check-list';
import { band, iconTile, inner } from './landing-styles';

function Audience({
  id,
  title,
  lead,
  points,
  icon,
  action,
}: {
  id: string;
  title: string;
  lead: string;
  points: string[];
  icon: ReactNode;
  action: ReactNode;
}) {
  return (
    <section className={card()} aria-labelledby={id}>
      <span className={iconTile} aria-hidden>
        {icon}
      </span>
      <h2 id={id} className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        {title}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{lead}</p>
      <CheckList points={points} />
      <div className={css({ mt: '6' })}>{action}</div>
    </section>
  );
}

/** The two audiences side by side on wide screens, stacked on phones. */
export function AudienceSections({ collegeName }: { collegeName: string }) {
  return (
    <div className={band}>
      <div
        className={`${inner} ${css({
          display: 'grid',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          gap: '6',
        })}`}
      >
        <Audience
          id="for-churches-title"
          title="For Churches"
          lead={`Reach motivated students of ${collegeName} who want to serve.`}
          points={[
            'Post full-time and part-time positions, internships or permanent roles',
            'Receive applications with resumes and cover letters',
            'See how many students applied to each position',
            'Keep your church profile in one place',
          ]}
          icon={<Users size={24} />}
          action={
            <a href={api.signUp} className={button()}>
              Post a Position
            </a>
          }
        />
        <Audience
          id="for-students-title"
          title="For Students"
          lead={`Find ministry and marketplace work at churches near ${collegeName}.`}
          points={[
            'Browse every open position without creating an account',
            'Search by position, church or location',
            'Apply in minutes with an optional resume',
            'Gain experience that fits your studies and your calling',
          ]}
          icon={<GraduationCap size={24} />}
          action={
            <Link to="/jobs" className={button()}>
              Browse Jobs
            </Link>
          }
        />
      </div>
    </div>
  );
}
