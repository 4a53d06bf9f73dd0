// The browse grid with nothing to show: 'No Positions Found' or 'No Positions Available'.
import { Briefcase } from 'lucide-react';
import { css } from '../../../styled-system/css';
import { emptyStateText } from './position-filters';

/** An empty grid's message; its words depend on whether the student is filtering. */
export function EmptyState({ filtering }: { filtering: boolean }) {
  const { title, description } = emptyStateText(filtering);
  return (
    <div
      className={css({
        textAlign: 'center',
        py: '16',
        px: '4',
        borderWidth: '1px',
        borderStyle: 'dashed',
        borderColor: 'border.strong',
        borderRadius: 'lg',
      })}
    >
      <Briefcase
        size={40}
        aria-hidden
        className={css({ mx: 'auto', color: 'fg.muted', mb: '3' })}
      />
      <h2 className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>{title}</h2>
      {description ? <p className={css({ color: 'fg.muted', mt: '2' })}>{description}</p> : null}
    </div>
  );
}
