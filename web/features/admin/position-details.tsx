// Every field of a position as the church wrote it, empty ones said to be empty: the admin approves
// what students will read, so nothing is left out. The job description file opens in a new tab.
import { FileText } from 'lucide-react';
import { api } from '../../../shared/api-routes';
import {
  POSITION_FIELD_KEYS,
  POSITION_FIELDS,
  type PositionField,
} from '../../../shared/position-fields';
import type { AdminPosition } from '../../../shared/types';
import { css } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { textLink } from '../../ui/text-link';
import { NewTabLink } from '../../ui/new-tab-link';
import { fieldText } from './position-fields';

const list = css({ display: 'grid', gap: '5' });
const term = css({ fontWeight: 'semibold', fontSize: 'sm', color: 'fg.muted', mb: '1' });
// The church's own line breaks are kept (lists typed as lines stay lists).
const value = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
const missing = css({ color: 'fg.muted', fontStyle: 'italic' });

/** What an empty field shows: the admin sees the church left it out. */
export function NotGiven() {
  return <span className={missing}>Not given</span>;
}

/**
 * The file's link: GET api.positionJobDescription(id) redirects to a short-lived address; `edit`
 * opens the file of the waiting edit instead. `name` is the file's uploaded name, when kept.
 */
export function JobDescriptionLink({
  id,
  edit = false,
  name,
}: {
  id: string;
  edit?: boolean;
  name?: string | undefined;
}) {
  return (
    <NewTabLink
      href={edit ? api.positionEditJobDescription(id) : api.positionJobDescription(id)}
      className={textLink}
    >
      <FileText size={16} aria-hidden />
      {edit ? 'Open the new job description file' : 'Open the job description file'}
      {name ? `: ${name}` : null}
    </NewTabLink>
  );
}

function FieldValue({ position, field }: { position: AdminPosition; field: PositionField }) {
  const text = fieldText(field, position);
  if (text === null) return <NotGiven />;
  if (field === 'jobDescriptionUrl')
    return (
      <JobDescriptionLink
        id={position.id}
        name={position.fileNames?.[position.jobDescriptionUrl ?? '']}
      />
    );
  return <span className={value}>{text}</span>;
}

/** The fields (the title is the page's heading), in the order of the church's form. */
export function PositionDetails({ position }: { position: AdminPosition }) {
  return (
    <section className={card()} aria-labelledby="details-heading">
      <h2 id="details-heading" className={css({ fontSize: 'lg', fontWeight: 'semibold', mb: '4' })}>
        The position as students {position.approved ? 'see it' : 'would see it'}
      </h2>
      <dl className={list}>
        {POSITION_FIELD_KEYS.filter((key) => key !== 'title').map((key) => (
          <div key={key}>
            <dt className={term}>{POSITION_FIELDS[key].label}</dt>
            <dd>
              <FieldValue position={position} field={key} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
