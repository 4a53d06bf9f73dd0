// Loading the built first-screen renderer: once, and never a failed page when it is missing or broken.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../testing/test-app';
import { firstScreenRenderer, RENDERER_FILE } from './first-screen-renderer';

let ssrDir: string;

beforeEach(() => {
  ssrDir = mkdtempSync(path.join(tmpdir(), 'first-screen-renderer-'));
});

afterEach(() => rmSync(ssrDir, { recursive: true, force: true }));

const data = {
  config: { collegeName: 'Test College', resumeSiteUrl: '', signIn: 'local' as const },
  viewer: null,
};

describe('firstScreenRenderer', () => {
  it('gives no renderer when none is built, and says so once', async () => {
    const log = memoryLogger();
    const renderer = firstScreenRenderer(path.join(ssrDir, 'missing'), log);
    expect(await renderer()).toBeNull();
    expect(await renderer()).toBeNull();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'info' })]);
  });

  it('gives no renderer, and logs why, when the build does not load', async () => {
    writeFileSync(path.join(ssrDir, RENDERER_FILE), 'throw new Error("half written");\n');
    const log = memoryLogger();
    expect(await firstScreenRenderer(ssrDir, log)()).toBeNull();
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'error', error: 'Error: half written' }),
    ]);
  });

  it("loads the build's renderFirstScreen once and renders with it", async () => {
    writeFileSync(
      path.join(ssrDir, RENDERER_FILE),
      'globalThis.rendererLoads = (globalThis.rendererLoads ?? 0) + 1;\n' +
        'export async function renderFirstScreen(url, data) {\n' +
        '  return `<h1>${url} ${data.config.collegeName}</h1>`;\n' +
        '}\n',
    );
    const renderer = firstScreenRenderer(ssrDir, memoryLogger());
    const render = await renderer();
    expect(await render?.('/jobs', data)).toBe('<h1>/jobs Test College</h1>');
    expect(await renderer()).toBe(render);
    expect((globalThis as { rendererLoads?: number }).rendererLoads).toBe(1);
  });
});
