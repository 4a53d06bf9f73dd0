// An edit of an approved position, waiting for the college or declined by it: only the fields it
// changes, what students see now beside the church's new text.
import { differingFields } from '../../../../shared/field-spec';
import { POSITION_FIELD_KEYS, POSITION_FIELDS } from '../../../../shared/position-fields';
import type { PositionData } from '../../../../shared/schemas/position';
import type { UploadedFileNames } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { card } from '../../../../styled-system/recipes';
import { FieldVersions } from '../conflict/field-versions';
import { positionFieldText } from './position-fields';

const section = cx(card(), css({ display: 'grid', gap: '4' }));

/** The changed fields, each with its two values; files by their uploaded names in `fileNames`. */
export function RevisionChanges({
  live,
  edited,
  fileNames,
}: {
  live: PositionData;
  edited: PositionData;
  fileNames?: UploadedFileNames;
}) {
  const changed = differingFields(live, edited, POSITION_FIELD_KEYS);
  return (
    <section className={section} aria-label="Your changes">
      <h2 className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>Your changes</h2>
      {changed.length === 0 ? <p>Your edit changes nothing students see.</p> : null}
      {changed.map((field) => (
        <FieldVersions
          key={field}
          label={POSITION_FIELDS[field].label}
          left={{ label: 'Students see now', text: positionFieldText(field, live, fileNames) }}
          right={{ label: 'Your new text', text: positionFieldText(field, edited, fileNames) }}
        />
      ))}
    </section>
  );
}
