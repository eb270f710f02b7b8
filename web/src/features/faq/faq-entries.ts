import { PRICES_CENTS, SHOP, UPLOAD_LIMITS } from '@dtm/shared/constants';
import { formatPrice } from '@dtm/shared/money';

/** One question of the FAQ page (spec section 2: static entries with id, question and answer). */
export type FaqEntry = { id: string; question: string; answer: string };

// Numbers come from the shared constants so the FAQ says what the shop and the upload form do.
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: 'how-it-works',
    question: 'How does it work?',
    answer:
      "Choose your frame and enter your details, pay securely by card, then upload your child's drawing through your private upload link. Our AI recognises the artwork and our artists animate it by hand. You get a preview video within 1-2 weeks, and your frame arrives 2-3 weeks after you upload the drawing.",
  },
  {
    id: 'upload-files',
    question: 'What files can I upload?',
    answer: `${UPLOAD_LIMITS.hint} per order. A clear, well-lit photo taken with your phone works perfectly; a scan works too.`,
  },
  {
    id: 'frame-sizes',
    question: 'Which frame should I choose?',
    answer: `The 5" frame (${formatPrice(PRICES_CENTS.frame5)}) is perfect for kids to play with. The 7" frame (${formatPrice(PRICES_CENTS.frame7)}) is our most popular one and perfect for a living room. If you only want the animation, the animated character on its own costs ${formatPrice(PRICES_CENTS.character)} and is delivered digitally.`,
  },
  {
    id: 'in-the-box',
    question: 'What comes with the frame?',
    answer:
      'A high-resolution display in an acrylic frame, a charger, a setup guide and your custom animation, already loaded. You can add other content over USB-C.',
  },
  {
    id: 'delivery-time',
    question: 'How long does it take?',
    answer:
      'Creating your custom animation takes up to 2 weeks, and you see a preview within 1-2 weeks. Once the animation is ready, your frame ships within 5-7 business days, so it usually arrives 2-3 weeks after you upload the drawing. Animated characters are delivered digitally.',
  },
  {
    id: 'changes',
    question: 'Can I ask for changes to the animation?',
    answer:
      'Yes. When you receive the preview video you can ask for up to 2 minor adjustments, such as a colour or a movement, before we finish your animation.',
  },
  {
    id: 'shipping',
    question: 'Do you ship to my country?',
    answer:
      'We ship worldwide, and shipping is free. Depending on your country, import taxes or customs fees may apply when the frame arrives.',
  },
  {
    id: 'returns',
    question: 'What if we do not love it?',
    answer: `You can return your frame within ${SHOP.returnDays} days, no questions asked, for a full refund. This comes on top of your statutory ${SHOP.statutoryWithdrawalDays}-day right of withdrawal. Start a return on our Returns page.`,
  },
  {
    id: 'ai-and-artists',
    question: 'Is the animation made by AI?',
    answer:
      "Our AI analyses the drawing to recognise the character's shapes and colours; human artists then perfect every animation by hand. We use the artwork only to make your animation.",
  },
  {
    id: 'children-privacy',
    question: "What happens to my child's drawing and data?",
    answer:
      "Orders are placed by a parent or guardian, who gives consent for the child's artwork to be processed. We keep the artwork to make and deliver your animation, never sell it, and delete it when you ask us to. Our Privacy Policy explains your rights under the GDPR and COPPA.",
  },
  {
    id: 'more-animations',
    question: 'Can I get more animations later?',
    answer:
      'Yes. Buy more animations and backgrounds in our marketplaces, or ask our support for additional animations and custom changes. New content can also be loaded onto the frame over USB-C.',
  },
  {
    id: 'support',
    question: 'How long does technical support last?',
    answer:
      'For the lifetime of your frame. Write to us on the Contact page and we typically respond within 24 hours on business days.',
  },
];
