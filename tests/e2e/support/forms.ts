// Filling a form as a user does: field by field, found by its label.
import type { Locator, Page } from 'playwright-core';

/** Types each value into the field `scope` labels with its key, in the order given. */
export async function fillLabelled(
  scope: Page | Locator,
  values: Record<string, string>,
): Promise<void> {
  for (const [label, value] of Object.entries(values)) await scope.getByLabel(label).fill(value);
}
