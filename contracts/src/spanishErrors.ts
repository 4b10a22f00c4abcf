// Every zod failure, on the server and in the browser, is worded as SPEC.md section 5 words it.
import { z } from 'zod';
import type { $ZodRawIssue } from 'zod/v4/core';
import { fieldErrors } from './fieldErrors.ts';
import { VALIDATION_MESSAGES as M } from './messages.ts';

type Issue = $ZodRawIssue;

export function spanishMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return M.required;
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return M.decimal;
      return M.invalid;
    case 'too_small':
      // An empty field is missing, whatever length it would need.
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 || issue.input === '' ? M.required : M.minLength(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return M.required;
      return M.minValue(Number(issue.minimum));
    case 'too_big':
      if (issue.origin === 'string') return M.maxLength(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return M.invalid;
      return M.maxValue(Number(issue.maximum));
    case 'invalid_format':
      if (issue.format === 'email') return M.email;
      if (issue.format === 'url') return M.url;
      return M.invalid;
    default:
      return M.invalid;
  }
}

let installed = false;

/** Installs the Spanish messages as zod's global error map (idempotent). */
export function useSpanishErrors(): void {
  if (installed) return;
  z.config({
    customError: (issue) => (issue.message && issue.code === 'custom' ? issue.message : spanishMessage(issue)),
  });
  installed = true;
}

export { fieldErrors };
