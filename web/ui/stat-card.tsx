// A stat card: title, value, description and icon.
import type { ReactNode } from 'react';
import { css } from '../../styled-system/css';
import { card } from '../../styled-system/recipes';

/** One figure with what it counts. */
export function StatCard({
  title,
  value,
  description,
  icon,
}: {
  title: string;
  value: ReactNode;
  description: string;
  icon: ReactNode;
}) {
  return (
    <section className={card()} aria-label={title}>
      <div
        className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}
      >
        <h2 className={css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' })}>
          {title}
        </h2>
        <span className={css({ color: 'primary.text' })} aria-hidden>
          {icon}
        </span>
      </div>
      <p className={css({ fontSize: '3xl', fontWeight: 'bold', mt: '2' })}>{value}</p>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>{description}</p>
    </section>
  );
}
