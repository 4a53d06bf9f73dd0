import { describe, expect, it } from 'vitest';
import { samplePosition } from './testing/sample-position';
import { choiceOrText, formValuesOf, optionsOf } from './field-spec';
import { POSITION_FIELD_KEYS, POSITION_FIELDS, positionDataOf, sameText } from './position-fields';
import { positionInputSchema } from './schemas/position';

describe("the list of a position's fields", () => {
  it("holds exactly the schema's fields, each once, with the post form's words", () => {
    const schemaKeys = Object.keys(positionInputSchema.entries).filter(
      (key) => key !== 'churchProfileId',
    );
    expect([...POSITION_FIELD_KEYS].sort()).toEqual(schemaKeys.sort());
    expect(POSITION_FIELD_KEYS.map((key) => POSITION_FIELDS[key].label)).toEqual([
      'Position Title',
      'Position Type',
      'Employment Type',
      'Position Description',
      'Job Description File',
      'Anticipated Start Date',
      'Apply by',
      'Key Responsibilities',
      'Qualifications',
      'Compensation Information',
      'Additional Information',
      'Contact Person',
      'Contact Email',
      'Contact Phone',
    ]);
  });

  it("takes a position's text without its life, a missing field as null", () => {
    const position = samplePosition({ compensation: 'Stipend' });
    const data = positionDataOf(position);
    expect(Object.keys(data)).toEqual(POSITION_FIELD_KEYS);
    expect(data).toMatchObject({ title: 'Youth Pastor', compensation: 'Stipend', applyBy: null });
    const { applyBy: _gone, ...older } = data;
    expect(positionDataOf(older as typeof data).applyBy).toBeNull();
    expect(sameText(data, { ...positionDataOf(position), applyBy: undefined as never })).toBe(true);
    expect(sameText(data, { ...data, title: 'Pastor' })).toBe(false);
  });

  it('starts the form part-time and permanent, every text blank', () => {
    const empty = formValuesOf(POSITION_FIELDS, null);
    expect(empty).toMatchObject({ positionType: 'part-time', employmentType: 'permanent' });
    expect(empty.title).toBe('');
    expect(formValuesOf(POSITION_FIELDS, { title: 'Pastor', compensation: null })).toMatchObject({
      title: 'Pastor',
      compensation: '',
    });
  });

  it("reads a choice in the form's words and says nothing for an empty text", () => {
    expect(choiceOrText(POSITION_FIELDS.employmentType, 'permanent')).toBe('Permanent Position');
    expect(choiceOrText(POSITION_FIELDS.compensation, '  ')).toBeNull();
    expect(optionsOf(POSITION_FIELDS.positionType.options)).toEqual([
      { value: 'full-time', label: 'Full-time' },
      { value: 'part-time', label: 'Part-time' },
    ]);
  });
});
