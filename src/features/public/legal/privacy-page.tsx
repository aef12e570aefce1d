import { LegalDocument } from './legal-document'

/** /chinh-sach-bao-mat (000 §2): the privacy policy, citing decree 13/2023/NĐ-CP and servers in Vietnam. */
export function PrivacyPage() {
  return <LegalDocument documentKey="PRIVACY" />
}
