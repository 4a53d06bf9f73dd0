import { describe, expect, it } from 'vitest';
import { cleanUploadName, UPLOAD_NAME_MAX } from './upload-name';

describe('cleanUploadName', () => {
  it('keeps an ordinary name as it was uploaded, in any script', () => {
    expect(cleanUploadName('Youth Pastor – 2026.pdf')).toBe('Youth Pastor – 2026.pdf');
    expect(cleanUploadName('Lebenslauf Müller.docx')).toBe('Lebenslauf Müller.docx');
    expect(cleanUploadName('  履歴書.doc ')).toBe('履歴書.doc');
  });

  it('keeps only the last segment of a path, whichever the separator', () => {
    expect(cleanUploadName('../../etc/passwd.pdf')).toBe('passwd.pdf');
    expect(cleanUploadName('C:\\Users\\ada\\Documents\\cv.pdf')).toBe('cv.pdf');
    expect(cleanUploadName('folder/')).toBeNull();
    expect(cleanUploadName('..')).toBeNull();
  });

  it('drops control characters and the controls that reorder text', () => {
    expect(cleanUploadName('cv\u202efdp.exe')).toBe('cvfdp.exe');
    expect(cleanUploadName('a\u2066b\u2069\u200e\u200f\u061c.pdf')).toBe('ab.pdf');
    expect(cleanUploadName('line\r\nbreak\u0000\u007f\u0085.pdf')).toBe('linebreak.pdf');
  });

  it('cuts a long name to its limit and keeps its extension', () => {
    const cut = cleanUploadName(`${'a'.repeat(1000)}.docx`);
    expect(cut).toBe(`${'a'.repeat(UPLOAD_NAME_MAX - 5)}.docx`);
    // Counted in characters: an emoji is never cut in half.
    const emoji = cleanUploadName(`${'😀'.repeat(300)}.pdf`) ?? '';
    expect(Array.from(emoji)).toHaveLength(UPLOAD_NAME_MAX);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
    // A 'tail' too long to be an extension is cut like the rest.
    expect(cleanUploadName(`x.${'b'.repeat(300)}`)).toHaveLength(UPLOAD_NAME_MAX);
  });

  it('gives null for nothing usable, so the stored name stands', () => {
    expect(cleanUploadName('')).toBeNull();
    expect(cleanUploadName(null)).toBeNull();
    expect(cleanUploadName(undefined)).toBeNull();
    expect(cleanUploadName('\u202e\u0000 ')).toBeNull();
  });
});
