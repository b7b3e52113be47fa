import { LegalDocument } from './legal-document';

/** `/privacy`: the privacy policy (UU No. 27 Tahun 2022 tentang Pelindungan Data Pribadi). */
export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
