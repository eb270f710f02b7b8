import { PRICES_CENTS, SHOP } from '@dtm/shared/constants';
import { formatPrice } from '@dtm/shared/money';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocument, type LegalSection } from './legal-document';
import { LEGAL_ENTITY } from './legal-entity';
import { SellerAddressLine, SellerName } from './seller-details';

const META = {
  title: 'Terms of Service',
  description: `The terms for buying animated frames and characters from ${SHOP.name}: orders, prices, delivery, your ${SHOP.returnDays}-day return on top of the statutory right of withdrawal, liability and German law.`,
};

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'scope',
    title: 'Scope',
    content: (
      <p>
        These terms apply to every order placed in the {SHOP.name} shop, operated by <SellerName />,{' '}
        <SellerAddressLine /> ("we"). Other terms apply only if we agree to them in writing.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can order',
    content: (
      <p>
        You must be at least 18 years old to order, or have the consent of a parent or legal guardian who accepts these
        terms for you. If you upload a child's artwork, you confirm that you are the child's parent or legal guardian or
        have their permission.
      </p>
    ),
  },
  {
    id: 'orders',
    title: 'Products and orders',
    content: (
      <>
        <p>
          We sell digital picture frames (5" and 7") with a custom animation made from your child's drawing, standalone
          animated characters, and animations and backgrounds from our marketplaces. A frame comes with a
          high-resolution display in an acrylic frame, a charger, a setup guide and your animation pre-loaded.
        </p>
        <p>
          You place an order by configuring it and paying. The contract is concluded when we confirm your payment by
          e-mail. The confirmation includes the link to upload your artwork.
        </p>
      </>
    ),
  },
  {
    id: 'prices',
    title: 'Prices and payment',
    content: (
      <>
        <p>
          Our prices are shown in US dollars and include shipping: the 5" frame costs {formatPrice(PRICES_CENTS.frame5)}
          , the 7" frame {formatPrice(PRICES_CENTS.frame7)} and a standalone animated character{' '}
          {formatPrice(PRICES_CENTS.character)}. Import taxes or customs fees charged by your country are not included.
        </p>
        <p>
          You pay by card. Card payments are processed by our payment provider; we never see your full card number. We
          may change our prices with 30 days notice on this website. A price change never affects an order you have
          already placed.
        </p>
      </>
    ),
  },
  {
    id: 'production',
    title: 'Artwork, production and delivery',
    content: (
      <>
        <p>
          After payment you upload the artwork through your private upload link. Our AI analyses the drawing and our
          artists create the animation, which takes up to 2 weeks. You receive a preview video within 1-2 weeks and may
          ask for up to 2 minor adjustments.
        </p>
        <p>
          Once the animation is ready, we ship the frame free of charge worldwide within 5-7 business days; it usually
          arrives 2-3 weeks after you upload the artwork. Animated characters are delivered digitally to your dashboard.
        </p>
      </>
    ),
  },
  {
    id: 'artwork-rights',
    title: 'Your artwork',
    content: (
      <p>
        You keep all rights to the artwork. You allow us to use it, including analysing it with AI, only as far as we
        need to make and deliver your animation and to provide support. We will not show your child's artwork publicly
        without your separate permission.
      </p>
    ),
  },
  {
    id: 'withdrawal-and-returns',
    title: `Right of withdrawal and our ${SHOP.returnDays}-day returns`,
    content: (
      <>
        <h3>Statutory right of withdrawal</h3>
        <p>
          As a consumer you may withdraw from the contract within {SHOP.statutoryWithdrawalDays} days without giving any
          reason. The period starts on the day you or a person you name receives the goods. To withdraw, tell us
          clearly, for example through the <Link to="/returns">return form</Link>, by e-mail to{' '}
          <a href={`mailto:${LEGAL_ENTITY.email}`}>{LEGAL_ENTITY.email}</a> or by letter to the address in our{' '}
          <Link to="/legal">Legal Notice</Link>. We refund all payments, including standard delivery costs, no later
          than 14 days after we receive your withdrawal, using the same means of payment; we may wait until the frame is
          back with us.
        </p>
        <h3>60 days, no questions asked</h3>
        <p>
          On top of the statutory right, you may return a frame within {SHOP.returnDays} days of delivery, no questions
          asked, for a full refund. The {SHOP.returnDays} days come in addition to the statutory{' '}
          {SHOP.statutoryWithdrawalDays}-day right of withdrawal; they do not replace or shorten it. Start a return on
          our <Link to="/returns">Returns page</Link>; we send you a return label.
        </p>
        <p>
          Our {SHOP.satisfactionDays}-day satisfaction guarantee (a full refund on return) is part of these{' '}
          {SHOP.returnDays} days: within the first {SHOP.satisfactionDays} days and up to day {SHOP.returnDays}, a
          returned frame is refunded in full.
        </p>
      </>
    ),
  },
  {
    id: 'warranty',
    title: 'Warranty and support',
    content: (
      <p>
        The statutory warranty rights apply. In addition, we give technical support for the frame for its lifetime.
        Additional animations or custom changes can be requested through our support.
      </p>
    ),
  },
  {
    id: 'availability',
    title: 'Service availability',
    content: (
      <p>
        We aim for 99.9% availability of the shop, your dashboard and downloads, measured over a year. Maintenance and
        events outside our control can interrupt the service. Your frame plays its animations without an internet
        connection.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <p>
        Keep access to your e-mail account safe: we sign you in with links sent to it. We may suspend accounts that are
        used to break the law or these terms.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Liability',
    content: (
      <p>
        We are liable without limitation for intent and gross negligence, for injury to life, body or health, and under
        the Product Liability Act. For slight negligence we are liable only for breach of essential contractual
        obligations, and then only for the typical, foreseeable damage.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law and courts',
    content: (
      <>
        <p>
          These terms and all contracts with us are governed by the law of the Federal Republic of Germany, excluding
          the UN Convention on Contracts for the International Sale of Goods. If you are a consumer, the mandatory
          consumer protection of the country where you live still applies.
        </p>
        <p>
          Where the law allows it, in particular for merchants, the courts of Hamburg, Germany have exclusive
          jurisdiction.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms for future orders. The terms that applied when you placed an order stay in force for
        that order.
      </p>
    ),
  },
];

/** /terms */
export function TermsPage() {
  usePageMeta(META);
  return (
    <LegalDocument
      title="Terms of Service"
      intro={
        <p>
          Thank you for choosing {SHOP.name}. These terms explain what you can expect from us, and what we expect from
          you, when you order a frame, a character or anything else in our shop.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
