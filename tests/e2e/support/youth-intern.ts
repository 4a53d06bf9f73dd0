// The internship Grace Fellowship Church posts in the tests that read a position's page: its
// title, type and description are what those tests expect to see.

/** The fields of the Youth Ministry Intern position, as the post-position form sends them. */
export const YOUTH_MINISTRY_INTERN = {
  title: 'Youth Ministry Intern',
  description:
    'Help lead our youth ministry: Wednesday evening gatherings, summer camp and mentoring.',
  positionType: 'part-time',
  employmentType: 'internship',
  responsibilities: 'Plan Wednesday gatherings\nMentor a small group',
};
