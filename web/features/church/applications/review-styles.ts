// The look shared by the review screens: status badges, the facts of an application, links.
import type { ApplicationStatus } from '../../../../shared/types';
import { css, cx } from '../../../../styled-system/css';
import { badge } from '../../../../styled-system/recipes';
import { textLink } from '../../../ui/text-link';

/** The badge of each status (static: Panda extracts each variant from its own call). */
export const statusBadge: Record<ApplicationStatus, string> = {
  pending: badge({ variant: 'pending' }),
  reviewed: badge({ variant: 'secondary' }),
  contacted: badge({ variant: 'default' }),
  declined: badge({ variant: 'outline' }),
  hired: badge({ variant: 'success' }),
};

/** An inline link in the text (e-mail, phone, resume), broken anywhere: a long address stays inside a phone's width. */
export const wrappingLink = cx(textLink, css({ overflowWrap: 'anywhere' }));

/** Small print under a heading. */
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm' });

/** A row of badges or buttons that wraps. */
export const wrapRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' });

/** The cover letter: the student's own line breaks kept. */
export const letterText = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' });
