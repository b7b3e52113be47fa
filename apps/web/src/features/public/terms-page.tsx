import { LegalDocument } from './legal-document';

/** `/terms`: the terms of service. */
export function Component() {
  return <LegalDocument document="terms" />;
}
