import { describe, expect, it } from 'vitest';
import type { FirstScreenData } from '../../shared/first-screen';
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

describe('renderPage with a first screen', () => {
  const data: FirstScreenData = {
    config: { collegeName: 'Test College', resumeSiteUrl: '', signIn: 'local' },
    viewer: null,
  };

  it('puts the markup inside #root and the data it was drawn from right after', () => {
    const html = renderPage(template, {
      head: '<title>Mine</title>',
      firstScreen: { markup: '<h1>Browse Positions</h1>', data },
    });
    expect(html).toContain(
      `<div id="root"><h1>Browse Positions</h1></div><script type="application/json" id="first-screen">${JSON.stringify(data)}</script></body>`,
    );
  });

  it('writes data that cannot end its script element, and reads back the same', () => {
    const tricky: FirstScreenData = {
      ...data,
      config: { ...data.config, collegeName: '</script><script>alert(1)</script><!-- $& College' },
    };
    const html = renderPage(template, { head: '', firstScreen: { markup: '$&', data: tricky } });
    const block = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
    expect(block?.[1]).not.toContain('<');
    expect(JSON.parse(block?.[1] ?? 'null')).toEqual(tricky);
    expect(html).toContain('<div id="root">$&</div>');
  });

  it('loads the app after the first paint, only where the page has its first screen', () => {
    const built = template.replace(
      '<link rel="icon" />',
      '<script type="module" crossorigin src="/assets/index.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/react.js">\n<link rel="modulepreload" crossorigin href="/assets/router.js">\n<link rel="stylesheet" crossorigin href="/assets/index.css">',
    );
    const withScreen = renderPage(built, {
      head: '',
      firstScreen: { markup: '<h1>Hi</h1>', data },
    });
    expect(withScreen).not.toContain('type="module"');
    expect(withScreen).not.toContain('modulepreload');
    expect(withScreen).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(withScreen).toMatch(
      /<\/script><script src="\/load-app.js" defer data-entry="\/assets\/index.js" data-preload="\/assets\/react.js \/assets\/router.js"><\/script><\/body>/,
    );
    expect(renderPage(built, { head: '' })).toContain(
      '<script type="module" crossorigin src="/assets/index.js"></script>',
    );
  });

  it('leaves the body alone when the template has no empty #root', () => {
    const other = template.replace('<div id="root"></div>', '<div id="app"></div>');
    const html = renderPage(other, { head: '', firstScreen: { markup: '<h1>Hi</h1>', data } });
    expect(html).not.toContain('<h1>Hi</h1>');
    expect(html).not.toContain('first-screen');
  });
});
