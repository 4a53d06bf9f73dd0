import { describe, expect, it } from 'vitest';
import { samplePosition } from './testing/sample-position';
import { excerptOf, positionCard } from './position-card';

describe('excerptOf', () => {
  it('keeps a short description whole, without the spaces around it', () => {
    expect(excerptOf('  Lead our youth on Fridays.  ', 240)).toBe('Lead our youth on Fridays.');
  });

  it('cuts a long description at the last word boundary and marks the cut', () => {
    expect(excerptOf('Lead our youth group on Friday nights', 20)).toBe('Lead our youth…');
  });

  it('cuts a first word longer than the limit where it reaches the limit', () => {
    expect(excerptOf('Supercalifragilistic', 5)).toBe('Super…');
  });
});

describe('positionCard', () => {
  it('keeps what a card and search show, and the excerpt instead of the description', () => {
    const position = samplePosition({ description: 'word '.repeat(100) });
    const card = positionCard(position);
    expect(Object.keys(card).sort()).toEqual(
      [
        'applyBy',
        'church',
        'churchProfileId',
        'createdAt',
        'excerpt',
        'id',
        'positionType',
        'title',
        'version',
      ].sort(),
    );
    expect(card.excerpt.length).toBeLessThanOrEqual(241);
    expect(card.excerpt.endsWith('…')).toBe(true);
    expect(card.church).toEqual(position.church);
  });
});
