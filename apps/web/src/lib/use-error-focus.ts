/**
 * After a refused save, the user is shown why: the first field in error is scrolled to the middle
 * of the screen and focused (a duplicate SKU at the top of a long form), or, when no field is
 * marked, the form's first alert is brought into view. A field is marked by `aria-invalid`
 * (Mantine's inputs) or `data-field-error` (components/field-group.tsx: chips, swatches).
 */
import { type RefObject, useEffect, useRef, useState } from 'react';

const MARKED = '[aria-invalid="true"], [data-field-error]';
const FOCUSABLE = 'input, select, textarea, button, [tabindex]:not([tabindex="-1"])';

function reveal(element: Element): void {
  element.scrollIntoView?.({ block: 'center' });
}

/** Focuses the first marked field of `form`; false when none is on screen. */
export function focusFirstError(form: HTMLElement): boolean {
  const marked = form.querySelector<HTMLElement>(MARKED);
  if (!marked) return false;
  const target = marked.matches(FOCUSABLE)
    ? marked
    : (marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked);
  reveal(target);
  target.focus({ preventScroll: true });
  return true;
}

/**
 * Runs inside a form (from `inside`, any element of it): on each new set of field errors, and on
 * each new save error without fields. Returns whether the field errors have no field to sit on
 * (a field the form does not show), so the caller can say them itself.
 */
export function useErrorFocus(
  inside: RefObject<HTMLElement | null>,
  errors: Record<string, unknown>,
  error: Error | null,
): boolean {
  const [unplaced, setUnplaced] = useState(false);
  const lastError = useRef<Error | null>(null);
  useEffect(() => {
    const form = inside.current?.closest('form');
    const newError = error !== null && error !== lastError.current;
    lastError.current = error;
    if (!form) return;
    if (Object.values(errors).some(Boolean)) {
      setUnplaced(!focusFirstError(form));
    } else {
      setUnplaced(false);
      const alert = newError ? form.querySelector('[role="alert"]') : null;
      if (alert) reveal(alert);
    }
  }, [inside, errors, error]);
  return unplaced;
}
