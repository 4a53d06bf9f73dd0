import { describe, expect, it } from 'vitest';
import { HEAD_END, HEAD_START, renderPage } from './render-page';

const template = `<html><head><meta charset="UTF-8" />${HEAD_START}<title>Job Board</title>${HEAD_END}<link rel="icon" /></head><body><div id="root"></div></body></html>`;

describe('renderPage', () => {
  it('puts the head where the markers stand, and only there', () => {
    expect(renderPage(template, { head: '<title>Mine</title>' })).toBe(
      '<html><head><meta charset="UTF-8" /><title>Mine</title><link rel="icon" /></head><body><div id="root"></div></body></html>',
    );
  });

  it('keeps replacement patterns in the head as text', () => {
    const head = "<title>$& $' $` $1</title>";
    expect(renderPage(template, { head })).toContain(head);
  });

  it('leaves a template without markers as it is', () => {
    const old = '<!doctype html><title>Job Board</title><div id="root"></div>';
    expect(renderPage(old, { head: '<title>Mine</title>' })).toBe(old);
  });
});
