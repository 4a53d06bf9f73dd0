// schema.org JobPosting for a public position, as search engines read it from the page's
// <script type="application/ld+json">: the properties Google requires (title, description,
// datePosted, hiringOrganization, jobLocation) and those it recommends that the board knows
// (validThrough, employmentType, directApply, identifier). A church gives only its town, so the
// place's country is the board's setting, COLLEGE_COUNTRY (docs/decisions/0022).
import { ARCHIVE_AFTER_DAYS } from '../../shared/constants';
import { applyByEnds, archivesAt } from '../../shared/rules';
import type { PositionDetail } from '../../shared/types';
import { escapeHtml } from '../http/escape-html';

/** Whether an address is a URL with one of these schemes. */
function hasScheme(value: string | null | undefined, schemes: string[]): value is string {
  if (!value) return false;
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Whether an address is an https URL: the only logos and images a page points others to. */
export function isHttpsUrl(value: string | null | undefined): value is string {
  return hasScheme(value, ['https:']);
}

/** Paragraphs of plain text as HTML: blank lines split paragraphs, single newlines become <br>. */
function paragraphs(text: string): string {
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** A titled list, one item per line, the way the position page shows these sections. */
function section(title: string, text: string | null): string {
  const items = (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (items.length === 0) return '';
  return `<p>${escapeHtml(title)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
}

/**
 * The description in the HTML JobPosting asks for (Google reads p, ul, li and br): the position's
 * description, then its Responsibilities, Qualifications and Compensation when filled.
 */
export function jobDescriptionHtml(position: PositionDetail): string {
  return [
    paragraphs(position.description),
    section('Responsibilities', position.responsibilities),
    section('Qualifications', position.qualifications),
    position.compensation ? `<p>Compensation: ${escapeHtml(position.compensation.trim())}</p>` : '',
  ].join('');
}

/** schema.org employmentType values: the position's hours, plus INTERN for an internship. */
export function employmentTypes(position: Pick<PositionDetail, 'positionType' | 'employmentType'>) {
  const hours = position.positionType === 'full-time' ? 'FULL_TIME' : 'PART_TIME';
  return position.employmentType === 'internship' ? [hours, 'INTERN'] : [hours];
}

/** When it went live: its approval (or reopening), else its posting for rows that predate it. */
function datePosted(position: Pick<PositionDetail, 'approvedAt' | 'createdAt'>): string {
  return position.approvedAt ?? position.createdAt;
}

/**
 * When the position stops taking applications: ARCHIVE_AFTER_DAYS after it went live, or the end
 * of its 'Apply by' day when that comes first.
 */
export function validThrough(
  position: Pick<PositionDetail, 'approvedAt' | 'createdAt' | 'applyBy'>,
): string {
  const archived = archivesAt(datePosted(position), ARCHIVE_AFTER_DAYS);
  const deadline = position.applyBy ? applyByEnds(position.applyBy) : undefined;
  return (deadline && deadline < archived ? deadline : archived).toISOString();
}

/**
 * The JobPosting of a public position whose page is at `url`, at a church in `country` (an ISO
 * 3166-1 alpha-2 code: config.collegeCountry).
 */
export function jobPosting(
  position: PositionDetail,
  url: string,
  country: string,
): Record<string, unknown> {
  const church = position.church;
  const types = employmentTypes(position);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: position.title,
    description: jobDescriptionHtml(position),
    datePosted: datePosted(position),
    validThrough: validThrough(position),
    employmentType: types.length === 1 ? types[0] : types,
    url,
    directApply: true,
    identifier: { '@type': 'PropertyValue', name: church?.churchName, value: position.id },
    ...(church && {
      hiringOrganization: {
        '@type': 'Organization',
        name: church.churchName,
        ...(hasScheme(church.website, ['https:', 'http:']) && { sameAs: church.website }),
        ...(isHttpsUrl(church.logoUrl) && { logo: church.logoUrl }),
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          addressLocality: church.location,
          addressCountry: country,
        },
      },
    }),
  };
}

/**
 * The JSON-LD block. JSON.stringify escapes quotes; `<`, `>` and `&` become \u escapes so that no
 * text (a title with `</script>` or `<!--`) can end or change the script element, and U+2028/2029
 * are escaped for old parsers. JSON.parse reads the same values back.
 */
export function jsonLdScript(data: unknown): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
