import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument, type LegalSection } from './legal-document';
import { LEGAL_ENTITY } from './legal-entity';
import { SellerAddressLine, SellerOperator } from './seller-details';

const META = {
  title: 'Legal Notice',
  description: `Legal notice (Impressum) of ${SHOP.name}, ${SHOP.location}: operator, contact, register entry, VAT ID and who is responsible for the content.`,
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'operator',
    title: 'Information according to § 5 DDG',
    content: (
      <>
        <SellerOperator />
        <p>Represented by: {LEGAL_ENTITY.managingDirectors} (managing directors)</p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    content: (
      <p>
        E-mail: <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a>
        <br />
        Contact form: <Link to="/contact">our contact page</Link> (we typically respond within 24 hours on business
        days)
      </p>
    ),
  },
  {
    id: 'responsible',
    title: 'Responsible for the content',
    content: (
      <p>
        Responsible for the content according to § 18(2) MStV: {LEGAL_ENTITY.managingDirectors}, <SellerAddressLine />.
      </p>
    ),
  },
  {
    id: 'disputes',
    title: 'Consumer dispute resolution',
    content: (
      <p>
        We are neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration
        board. If something went wrong, please <Link to="/contact">contact us</Link>: we will find a solution with you.
      </p>
    ),
  },
  {
    id: 'liability-content',
    title: 'Liability for content and links',
    content: (
      <p>
        We write the content of these pages with care but cannot guarantee that it is complete and up to date at all
        times. Our pages do not link to other websites; should they do so in future, their operators are responsible for
        their content.
      </p>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright',
    content: (
      <p>
        The texts, pictures, videos and characters on this website were made by {SHOP.name} and are protected by
        copyright. Artwork uploaded by customers remains the property of its creators. Our{' '}
        <Link to="/terms">Terms of Service</Link> are governed by German law, with the courts of Hamburg where the law
        allows.
      </p>
    ),
  },
];

/** /legal: the legal notice (Impressum). */
export function LegalNoticePage() {
  usePageMeta(META);
  return (
    <LegalDocument
      title="Legal Notice"
      intro={<p>The legal notice of {SHOP.name}, as German law requires for online shops.</p>}
      sections={SECTIONS}
    />
  );
}
