/** What other features may use of the legal pages. */
export { LegalDocument, type LegalSection } from './legal-document';
