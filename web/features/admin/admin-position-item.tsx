// One position in the dashboard's list: a checkbox when it waits for approval, its title, where it
// stands and how old it is, its church, place and when it was posted, the first paragraph of its
// description, and its buttons.
import { Building2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { AdminPosition } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { checkboxClass } from '../../ui/form/field-styles';
import { LocationFact, MetaFact, PostedFact, positionMeta } from '../../ui/position-meta';
import { firstParagraph } from './position-list';
import { AgeBadge, StateBadge } from './state-badge';

const layout = css({
  display: 'flex',
  flexDirection: { base: 'column', md: 'row' },
  gap: '4',
  justifyContent: 'space-between',
  alignItems: { base: 'stretch', md: 'flex-start' },
});
const head = css({ display: 'flex', gap: '3', alignItems: 'flex-start', minWidth: '0', flex: '1' });
const titleRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });
const title = css({ fontSize: 'lg', fontWeight: 'semibold', mr: '1', overflowWrap: 'anywhere' });
const description = css({
  mt: '3',
  color: 'fg',
  lineClamp: 2,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});
const actions = css({ display: 'flex', gap: '2', flexShrink: 0, flexWrap: 'wrap' });

/** Ticking a waiting position for 'Approve selected'. */
export interface RowSelection {
  selected: boolean;
  onChange: (selected: boolean) => void;
  disabled: boolean;
}

/** A position's card; `selection` when it can be approved with others, `actions` its buttons. */
export function AdminPositionItem({
  position,
  selection,
  actions: buttons,
}: {
  position: AdminPosition;
  selection?: RowSelection;
  actions: ReactNode;
}) {
  return (
    <article className={card()}>
      <div className={layout}>
        <div className={head}>
          {selection ? (
            <input
              type="checkbox"
              className={cx(checkboxClass, css({ mt: '1' }))}
              aria-label={`Select ${position.title}`}
              checked={selection.selected}
              disabled={selection.disabled}
              onChange={(event) => selection.onChange(event.target.checked)}
            />
          ) : null}
          <div className={css({ minWidth: '0', flex: '1' })}>
            <div className={titleRow}>
              <h3 className={title}>{position.title}</h3>
              <StateBadge position={position} />
              <AgeBadge createdAt={position.createdAt} />
            </div>
            <div className={cx(positionMeta, css({ mt: '2' }))}>
              <MetaFact icon={Building2}>
                {position.church?.churchName ?? 'Unknown church'}
              </MetaFact>
              <LocationFact location={position.church?.location} />
              <PostedFact createdAt={position.createdAt} />
            </div>
            <p className={description}>{firstParagraph(position.description)}</p>
          </div>
        </div>
        <div className={actions}>{buttons}</div>
      </div>
    </article>
  );
}
