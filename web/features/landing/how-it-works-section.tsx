// How it works: churches post, students browse, students apply instantly.
import { FileText, Search, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from '../../../styled-system/css';
import { band, bandMuted, iconTile, inner, sectionLead, sectionTitle } from './landing-styles';

const STEPS: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Churches Post',
    text: 'Churches describe the position, the hours and what they offer; an admin approves it.',
    icon: <FileText size={24} />,
  },
  {
    title: 'Students Browse',
    text: 'Students search by position, church or location and filter full-time or part-time.',
    icon: <Search size={24} />,
  },
  {
    title: 'Apply Instantly',
    text: 'One short form with an optional resume and cover letter. No account required.',
    icon: <Send size={24} />,
  },
];

/** The three steps. */
export function HowItWorksSection() {
  return (
    <section className={cx(band, bandMuted)} aria-labelledby="how-title">
      <div className={inner}>
        <h2 id="how-title" className={sectionTitle}>
          How It Works
        </h2>
        <p className={sectionLead}>
          From a church’s need to a student’s application in three steps.
        </p>
        <ol
          className={css({
            display: 'grid',
            gridTemplateColumns: { base: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            gap: { base: '8', md: '6' },
          })}
        >
          {STEPS.map((step, index) => (
            <li key={step.title} className={css({ textAlign: 'center' })}>
              <span className={iconTile} aria-hidden>
                {step.icon}
              </span>
              <h3 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
                <span className={css({ color: 'accent.text' })}>{index + 1}. </span>
                {step.title}
              </h3>
              <p className={css({ color: 'fg.muted', mt: '2' })}>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
