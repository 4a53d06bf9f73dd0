// What a student sent, apart from the letter and the resume: how to reach them (`mailto:`,
// `tel:`), their major, graduation year and start, and when they applied.
import { Calendar, GraduationCap, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ReviewedApplication } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { MetaFact, positionMeta } from '../../../ui/position-meta';
import { dateText } from '../../../../shared/dates';
import { wrappingLink } from './review-styles';

const list = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' },
  columnGap: '4',
  rowGap: { base: '0.5', sm: '1.5' },
  fontSize: 'sm',
});
const term = css({ fontWeight: 'semibold', mt: { base: '2', sm: '0' } });

/** The e-mail and phone as links, one row. */
export function ContactLinks({ application }: { application: ReviewedApplication }) {
  return (
    <div className={positionMeta}>
      <MetaFact icon={Mail}>
        <a href={`mailto:${application.studentEmail}`} className={wrappingLink}>
          {application.studentEmail}
        </a>
      </MetaFact>
      {application.studentPhone ? (
        <MetaFact icon={Phone}>
          <a href={`tel:${application.studentPhone}`} className={wrappingLink}>
            {application.studentPhone}
          </a>
        </MetaFact>
      ) : null}
    </div>
  );
}

/** Major, graduation year, start and the date applied, each when given, one row. */
export function StudyFacts({ application }: { application: ReviewedApplication }) {
  return (
    <div className={positionMeta}>
      <MetaFact icon={Calendar}>
        Applied <time dateTime={application.createdAt}>{dateText(application.createdAt)}</time>
      </MetaFact>
      {application.studentMajor || application.graduationYear ? (
        <MetaFact icon={GraduationCap}>
          {[
            application.studentMajor,
            application.graduationYear && `Class of ${application.graduationYear}`,
          ]
            .filter(Boolean)
            .join(' · ')}
        </MetaFact>
      ) : null}
      {application.availableStartDate ? (
        <span>Available from {application.availableStartDate}</span>
      ) : null}
    </div>
  );
}

/** Every field, as a list of terms, for the application page. */
export function ApplicationFacts({ application }: { application: ReviewedApplication }) {
  const rows: [string, ReactNode][] = [
    [
      'Email',
      <a key="email" href={`mailto:${application.studentEmail}`} className={wrappingLink}>
        {application.studentEmail}
      </a>,
    ],
    [
      'Phone',
      application.studentPhone ? (
        <a key="phone" href={`tel:${application.studentPhone}`} className={wrappingLink}>
          {application.studentPhone}
        </a>
      ) : (
        'Not given'
      ),
    ],
    ['Major', application.studentMajor ?? 'Not given'],
    ['Graduation year', application.graduationYear ?? 'Not given'],
    ['Available to start', application.availableStartDate ?? 'Not given'],
    [
      'Applied',
      <time key="applied" dateTime={application.createdAt}>
        {dateText(application.createdAt)}
      </time>,
    ],
  ];
  return (
    <dl className={list}>
      {rows.map(([label, value]) => (
        <div key={label} className={css({ display: 'contents' })}>
          <dt className={term}>{label}</dt>
          <dd className={css({ overflowWrap: 'anywhere' })}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
