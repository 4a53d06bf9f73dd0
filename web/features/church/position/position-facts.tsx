// Every field of a church's position on its own page, in the post form's order and words; the ones
// it left empty say so, so the church sees what students do not.
import { api } from '../../../../shared/api-routes';
import { POSITION_FIELD_KEYS, POSITION_FIELDS } from '../../../../shared/position-fields';
import type { PositionData } from '../../../../shared/schemas/position';
import type { UploadedFileNames } from '../../../../shared/types';
import { css } from '../../../../styled-system/css';
import { textLink } from '../../../ui/text-link';
import { NewTabLink } from '../../../ui/new-tab-link';
import { positionFieldText } from './position-fields';

const list = css({ display: 'grid', gap: '4' });
const term = css({ fontSize: 'sm', fontWeight: 'medium', color: 'fg.muted' });
const detail = css({ mt: '0.5', overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
const empty = css({ color: 'fg.muted', fontStyle: 'italic' });

/**
 * The fields of `data`; `positionId` links the job description file (the live one's route), named
 * as it was uploaded when `fileNames` knows it.
 */
export function PositionFacts({
  data,
  positionId,
  fileNames,
}: {
  data: PositionData;
  positionId?: string;
  fileNames?: UploadedFileNames;
}) {
  return (
    <dl className={list}>
      {POSITION_FIELD_KEYS.map((field) => {
        const text = positionFieldText(field, data, fileNames);
        return (
          <div key={field}>
            <dt className={term}>{POSITION_FIELDS[field].label}</dt>
            <dd className={detail}>
              {text === null ? <span className={empty}>Not given</span> : null}
              {text !== null && field === 'jobDescriptionUrl' && positionId ? (
                <NewTabLink href={api.positionJobDescription(positionId)} className={textLink}>
                  {text}
                </NewTabLink>
              ) : null}
              {text !== null && (field !== 'jobDescriptionUrl' || !positionId) ? text : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
