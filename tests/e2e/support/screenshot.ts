// Screenshots at a phone and a desktop width, for reviewing screens without running the app.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SCREENSHOT_DIR } from './repo-paths';

const VIEWPORTS = [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
];

/** Saves test-results/screenshots/<name>-360x800.png and -1280x800.png, then restores the viewport. */
export async function screenshot(page: Page, name: string): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  const safeName = name.replace(/[^a-z0-9-]+/gi, '-').toLowerCase();
  const original = page.viewportSize();
  const files: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    const file = path.join(SCREENSHOT_DIR, `${safeName}-${viewport.width}x${viewport.height}.png`);
    await page.screenshot({ path: file, animations: 'disabled' });
    files.push(file);
  }
  if (original) await page.setViewportSize(original);
  return files;
}
