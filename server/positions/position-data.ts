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
