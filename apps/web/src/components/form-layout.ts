/** Layout shared by the contact and product forms. */

/** The hint goes under the field, so fields side by side keep their inputs level. */
export const HINT_BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
