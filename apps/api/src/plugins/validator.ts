/**
 * The request validator: zod's, after one check that runs for every route and every string a
 * request carries (body, query, params): text the books cannot keep exactly — a NUL, a lone
 * surrogate — is refused with 400 naming the field, before any schema or database sees it.
 */
import { findUnstorableText, isStorableText, unstorableLine } from '@usaha/shared';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';

type ZodCompiler = typeof zodValidatorCompiler;

export const validatorCompiler: ZodCompiler = (route) => {
  const validate = zodValidatorCompiler(route);
  return (data: unknown) => {
    const found = findUnstorableText(data);
    if (!found) return validate(data);
    // A key that is itself the bad text is named `?`, so the answer never echoes it; a file's
    // text (a statement's content) is named with its line.
    const at = found.path.map((part) => (isStorableText(String(part)) ? String(part) : '?'));
    const line = found.text.includes('\n') ? unstorableLine(found.text) : 0;
    return {
      error: [
        {
          keyword: 'custom',
          instancePath: `/${at.join('/')}`,
          schemaPath: '#',
          params: line ? { line } : {},
          message: line ? 'invalid_characters_on_line' : 'invalid_characters',
        },
      ],
    };
  };
};
