// The college's answer, shown with what it declined: the reason in words, the admin's note, when.
import { DECLINE_REASON_LABELS } from '../../../shared/constants';
import type { PositionDecline } from '../../../shared/types';
import { css, cx } from '../../../styled-system/css';
import { card } from '../../../styled-system/recipes';
import { momentText } from '../../../shared/dates';

const box = cx(card(), css({ borderColor: 'destructive', bg: 'bg.subtle' }));
const note = css({ mt: '2', whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

/** '<What> was declined on <date>: <reason>', and the note. */
export function DeclineNote({ what, decline }: { what: string; decline: PositionDecline }) {
  return (
    <section className={box} aria-label={`${what} declined`}>
      <p>
        <strong>
          {what} was declined on <time dateTime={decline.at}>{momentText(decline.at)}</time>:
        </strong>{' '}
        {DECLINE_REASON_LABELS[decline.reason]}
      </p>
      {decline.note ? <p className={note}>{decline.note}</p> : null}
    </section>
  );
}
