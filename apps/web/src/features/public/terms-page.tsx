import { LegalDocument } from './legal-document';

/** `/terms`: the terms of service. */
export function TermsPage() {
  return <LegalDocument document="terms" />;
}
