// The fields a church writes (PositionData), taken from a stored position: what a duplicate copies
// and what an approved edit replaces.
import type { PositionData } from '../../shared/schemas/position';
import type { Position } from '../../shared/types';

/** A position's form fields, without its id, state or times. */
export function positionDataOf(position: Position): PositionData {
  return {
    title: position.title,
    description: position.description,
    jobDescriptionUrl: position.jobDescriptionUrl,
    positionType: position.positionType,
    employmentType: position.employmentType,
    contactPerson: position.contactPerson,
    contactEmail: position.contactEmail,
    contactPhone: position.contactPhone,
    anticipatedStartDate: position.anticipatedStartDate,
    qualifications: position.qualifications,
    responsibilities: position.responsibilities,
    compensation: position.compensation,
    additionalInfo: position.additionalInfo,
    applyBy: position.applyBy,
  };
}

/** True when two texts of a position read the same, field by field (absent and null alike). */
export function sameText(a: PositionData, b: PositionData): boolean {
  const fields = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof PositionData)[]);
  return [...fields].every((field) => (a[field] ?? null) === (b[field] ?? null));
}
