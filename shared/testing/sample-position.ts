// One live position with its church, for tests of the server, the web app and the benchmarks: each
// test names only the fields it is about.
import type { PositionWithChurch } from '../types';

/** An approved, active position of 'Grace Chapel' (overrides replace fields, church included). */
export function samplePosition(overrides: Partial<PositionWithChurch> = {}): PositionWithChurch {
  return {
    id: 'position-1',
    churchProfileId: 'church-1',
    title: 'Youth Pastor',
    description: 'A position described at some length for the tests.',
    jobDescriptionUrl: null,
    positionType: 'full-time',
    employmentType: 'permanent',
    contactPerson: null,
    contactEmail: null,
    contactPhone: null,
    anticipatedStartDate: null,
    qualifications: null,
    responsibilities: null,
    compensation: null,
    additionalInfo: null,
    applyBy: null,
    status: 'active',
    approved: true,
    approvedAt: '2024-01-01T00:00:00.000Z',
    closedReason: null,
    closedAt: null,
    declined: null,
    version: 2,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    church: { churchName: 'Grace Chapel', location: 'Springfield', logoUrl: null },
    ...overrides,
  };
}
