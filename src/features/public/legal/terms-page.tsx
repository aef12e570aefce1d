import { LegalDocument } from './legal-document'

/** /dieu-khoan-su-dung (000 §2): the terms of use. */
export function TermsPage() {
  return <LegalDocument documentKey="TERMS" />
}
