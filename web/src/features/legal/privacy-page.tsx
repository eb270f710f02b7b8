import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument, type LegalSection } from './legal-document';
import { LEGAL_ENTITY } from './legal-entity';
import { SellerAddressLine, SellerName } from './seller-details';

const META = {
  title: 'Privacy Policy',
  description:
    "How Drawings-to-Magic handles your data and your child's artwork: what we collect and why, AI analysis of artwork, parental consent, COPPA, card payments and your rights under the GDPR.",
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'controller',
    title: 'Who is responsible',
    content: (
      <p>
        <SellerName />, <SellerAddressLine /> is the controller of your personal data under the EU General Data
        Protection Regulation (GDPR). For anything about your data, write to{' '}
        <a href={`mailto:${LEGAL_ENTITY.privacyEmail}`}>{LEGAL_ENTITY.privacyEmail}</a> or use our{' '}
        <Link to="/contact">contact form</Link>.
      </p>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <ul>
        <li>
          <strong>Order details:</strong> your name, e-mail address, frame size, shipping address and, if you give it, a
          phone number.
        </li>
        <li>
          <strong>Artwork:</strong> the drawings you upload and the animation we make from them.
        </li>
        <li>
          <strong>Account details:</strong> your name, e-mail address and, if your sign-in provider shares it, a profile
          picture.
        </li>
        <li>
          <strong>Messages:</strong> what you write to us in the contact and return forms.
        </li>
        <li>
          <strong>Technical data:</strong> your IP address and the time of requests, used to keep the service secure and
          to limit abuse of our forms.
        </li>
      </ul>
    ),
  },
  {
    id: 'why',
    title: 'Why we use it, and on what legal basis',
    content: (
      <ul>
        <li>
          To make and deliver what you ordered, answer your messages and handle returns: performance of a contract (Art.
          6(1)(b) GDPR).
        </li>
        <li>To keep invoices and order records as tax and commercial law require: legal obligation (Art. 6(1)(c)).</li>
        <li>To protect the shop against fraud and misuse: our legitimate interest (Art. 6(1)(f)).</li>
        <li>
          For preference and analytics cookies, and for processing your child's artwork: your consent (Art. 6(1)(a)),
          which you can withdraw at any time.
        </li>
      </ul>
    ),
  },
  {
    id: 'children',
    title: "Children's artwork and parental consent",
    content: (
      <>
        <p>
          Our shop is made for parents, families and gift-givers, not for children to use on their own. Orders must be
          placed by an adult aged 18 or over. When you upload a child's drawing, you confirm that you are the child's
          parent or legal guardian, or have their permission, and you consent to us processing the artwork to create the
          animation.
        </p>
        <p>
          We do not knowingly collect personal information directly from children under 13, as the US Children's Online
          Privacy Protection Act (COPPA) requires, nor from children under 16 without a parent's consent under Art. 8
          GDPR. Please do not write a child's full name or other personal details on the artwork. A parent or guardian
          can ask us at any time to see, correct or delete the child's artwork and any information about the child, and
          to stop further processing.
        </p>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI analysis of artwork',
    content: (
      <p>
        To animate a drawing, our software analyses the uploaded artwork with AI to recognise its shapes, colours and
        characters; our artists then finish the animation by hand. The analysis serves only to make your animation. It
        makes no decision about you or your child with legal or similarly significant effects.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Card payments',
    content: (
      <p>
        Card payments run through our payment provider, Stripe, which processes your card details under its own privacy
        policy and security standards (PCI DSS). We never see or store your full card number; we only learn whether a
        payment succeeded.
      </p>
    ),
  },
  {
    id: 'processors',
    title: 'Who else processes your data',
    content: (
      <>
        <p>
          We use carefully chosen service providers who process data only on our instructions: our hosting and storage
          provider, which runs the shop and stores the artwork; an e-mail delivery service for order and sign-in
          e-mails; and the payment provider. We do not sell your data or your child's artwork.
        </p>
        <p>
          Where a provider processes data outside the European Economic Area, we rely on an adequacy decision of the
          European Commission or on the EU standard contractual clauses.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    content: (
      <ul>
        <li>Order records and invoices: as long as tax and commercial law require, up to 10 years.</li>
        <li>Artwork and animations: while you have an account or need them for your order; deleted when you ask.</li>
        <li>Contact and return requests: until they are resolved, then at the latest after 3 years.</li>
        <li>Technical data for security: a few days, unless needed to investigate an attack.</li>
      </ul>
    ),
  },
  {
    id: 'rights',
    title: 'Your rights under the GDPR',
    content: (
      <>
        <p>You have the right to:</p>
        <ul>
          <li>access the data we hold about you (Art. 15) and get a copy of it;</li>
          <li>have wrong data corrected (Art. 16) and your data erased (Art. 17);</li>
          <li>restrict processing (Art. 18) and receive your data in a portable format (Art. 20);</li>
          <li>object to processing based on our legitimate interests (Art. 21);</li>
          <li>withdraw a consent at any time, without affecting what happened before (Art. 7(3));</li>
          <li>
            complain to a supervisory authority, for us the Hamburg Commissioner for Data Protection and Freedom of
            Information, or the authority where you live (Art. 77).
          </li>
        </ul>
        <p>
          With an account you can do two of these yourself, on your <Link to="/dashboard">dashboard</Link> under "Your
          data and account": "Download my data" prepares a ZIP with everything we hold about you and your files (the
          link works for 7 days), and "Delete my account" erases your account after you confirm by e-mail; as tax law
          requires, paid orders are kept for 10 years without your name, e-mail or address, and invoices as issued.
        </p>
        <p>
          For anything else, write to <a href={`mailto:${LEGAL_ENTITY.privacyEmail}`}>{LEGAL_ENTITY.privacyEmail}</a>.
          We answer within one month.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies',
    content: (
      <p>
        We use necessary cookies and browser storage to run the shop, and others only with your consent. Our{' '}
        <Link to="/cookies">Cookie Policy</Link> lists them and lets you change your choice.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        When we change how we handle data, we update this page and its date. If a change affects an order you have
        placed, we tell you by e-mail. {SHOP.name} is based in {SHOP.location}; this policy follows German and EU law.
      </p>
    ),
  },
];

/** /privacy */
export function PrivacyPage() {
  usePageMeta(META);
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          We turn children's drawings into animated characters, so we handle something precious: your family's memories.
          This policy explains what data we collect, why, and what rights you have.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
