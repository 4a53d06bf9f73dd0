// Below 'My applications', when the apply form remembers the student's details on this device:
// what it keeps, and 'Forget my details', which removes them at once.
import { useEffect, useState } from 'react';
import { css } from '../../../styled-system/css';
import { button, card } from '../../../styled-system/recipes';
import {
  forgetDetails,
  rememberedDetails,
  type ApplicantDetails,
} from '../../offline/applicant-details';
import { showToast } from '../../ui/toast';
import { showFailure } from '../../ui/toast-outcome';

/** The remembered details and the way to forget them; nothing when none are kept. */
export function RememberedDetails() {
  const [details, setDetails] = useState<ApplicantDetails>();
  useEffect(() => {
    let gone = false;
    rememberedDetails().then(
      (kept) => {
        if (!gone) setDetails(kept);
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, []);
  if (!details) return null;

  const forget = () => {
    forgetDetails().then(
      () => {
        setDetails(undefined);
        showToast({
          title: 'Details forgotten',
          description: 'The apply form starts empty on this device.',
        });
      },
      () => showFailure('Your details could not be removed from this device. Please try again.'),
    );
  };
  return (
    <section className={css({ mt: '8' })} aria-labelledby="remembered-details">
      <div className={card()}>
        <h2 id="remembered-details" className={css({ fontWeight: 'semibold' })}>
          Your details on this device
        </h2>
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>
          The apply form fills in {details.studentName} ({details.studentEmail}), your phone, major
          and year.
        </p>
        <button
          type="button"
          className={`${button({ variant: 'outline', size: 'sm' })} ${css({ mt: '3' })}`}
          onClick={forget}
        >
          Forget my details
        </button>
      </div>
    </section>
  );
}
