/**
 * A form sent while its picker is still saving the contact made from the name typed would save
 * without it: the picker has no id to give yet (CI caught an entry booked without its new
 * customer). So from the tap on "add new …" until that contact is chosen, the picker holds its
 * form's submission (Simpan, Enter, "save and add another") and sends it again, with the same
 * button, once the form holds the contact. A contact that is not saved drops the held submission;
 * the picker says why. Offline, both wait together, and the form saves itself once through.
 */
import { type RefObject, useEffect, useRef } from 'react';

type Hold = {
  /** A submission came while the contact was being made, from this button (null: Enter). */
  sent: boolean;
  submitter: HTMLElement | null;
  /** The saved contact's id, once the picker has given it to the form. */
  created: string | null;
};

export function useHeldSubmit(input: RefObject<HTMLInputElement | null>, value: string | null) {
  const hold = useRef<Hold | null>(null);

  useEffect(() => {
    const form = input.current?.form;
    if (!form) return;
    // On the form itself, so it runs before React's own submit handler (on the root) hears it.
    const holdSubmit = (event: SubmitEvent) => {
      if (!hold.current) return;
      event.preventDefault();
      event.stopPropagation();
      hold.current = { ...hold.current, sent: true, submitter: event.submitter };
    };
    form.addEventListener('submit', holdSubmit);
    return () => form.removeEventListener('submit', holdSubmit);
  }, [input]);

  // After the render in which the form took the new contact, so the form sends it.
  useEffect(() => {
    const held = hold.current;
    if (!held?.created || value !== held.created) return;
    hold.current = null;
    const form = input.current?.form;
    if (!held.sent || !form) return;
    const { submitter } = held;
    form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
  }, [value, input]);

  return {
    /** The contact is being made: submissions wait. */
    start: () => {
      hold.current = { sent: false, submitter: null, created: null };
    },
    /** It is saved and given to the form as `id` (the form's next render carries it). */
    created: (id: string) => {
      if (hold.current) hold.current.created = id;
    },
    /** It was not saved: a held submission is dropped. */
    failed: () => {
      hold.current = null;
    },
  };
}
