// Hostile JSON bodies are refused right after parsing, before any route code walks them: a body
// nested thousands deep would overflow the stack of every recursive walk after it (the
// Idempotency-Key hash, valibot), turning a client's mistake into a 500. Keys that name an
// object's prototype are refused too: no contract uses them, and a later merge or assign must
// never be able to reach Object.prototype through one.
import type Koa from 'koa';
import type { AppState } from '../deps';
import { ValidationError } from '../errors';

/** Deepest nesting of objects and arrays accepted: every contract is two or three levels deep. */
export const MAX_JSON_DEPTH = 32;

const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a parsed body is refused, or undefined when it is fine. Iterative: never recurses. */
export function hostileJsonReason(body: unknown, maxDepth = MAX_JSON_DEPTH): string | undefined {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 1 }];
  for (let item = pending.pop(); item !== undefined; item = pending.pop()) {
    const { value, depth } = item;
    if (value === null || typeof value !== 'object') continue;
    if (depth > maxDepth) {
      return `The request body is nested too deeply (more than ${maxDepth} levels)`;
    }
    if (Array.isArray(value)) {
      for (const element of value) pending.push({ value: element, depth: depth + 1 });
      continue;
    }
    // Own keys only, including a JSON "__proto__", which JSON.parse makes an own property.
    for (const key of Object.getOwnPropertyNames(value)) {
      if (RESERVED_KEYS.has(key)) return `The request body may not use the key "${key}"`;
      pending.push({ value: (value as Record<string, unknown>)[key], depth: depth + 1 });
    }
  }
  return undefined;
}

/** Refuses parsed JSON bodies deeper than `maxDepth` or using prototype keys, with a 400. */
export function jsonDepthLimit(maxDepth = MAX_JSON_DEPTH): Koa.Middleware<AppState> {
  return async function limitJsonDepth(ctx, next) {
    const reason = hostileJsonReason(ctx.request.body, maxDepth);
    if (reason) throw new ValidationError(reason);
    await next();
  };
}
