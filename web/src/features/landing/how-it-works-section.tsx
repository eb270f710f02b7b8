import { CreditCard, type LucideIcon, PartyPopper, SlidersHorizontal, Upload } from 'lucide-react';
import { SectionHeading } from './section-heading';

type Step = { title: string; text: string; icon: LucideIcon; tint: string };

// The customer flow of spec section 1.
const STEPS: readonly Step[] = [
  {
    title: 'Configure',
    text: 'Choose a 5" or 7" frame and tell us who the magic is for.',
    icon: SlidersHorizontal,
    tint: 'bg-sunny',
  },
  {
    title: 'Pay Securely',
    text: 'Pay by card through our secure payment partner. No account needed to check out.',
    icon: CreditCard,
    tint: 'bg-sky',
  },
  {
    title: 'Upload Artwork',
    text: "After payment, upload your child's drawing through your own private upload link.",
    icon: Upload,
    tint: 'bg-berry',
  },
  {
    title: 'Enjoy',
    text: 'See a preview video within 1-2 weeks (up to 2 small changes), then your frame arrives in 2-3 weeks.',
    icon: PartyPopper,
    tint: 'bg-grass',
  },
];

/** The four steps from drawing to frame. */
export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="drawn-when-near bg-paper bg-[radial-gradient(#f5d9b8_1.5px,transparent_1.5px)] [background-size:22px_22px] py-20 [--drawn-height:1440px] sm:py-24 md:[--drawn-height:800px]"
    >
      <div className="mx-auto max-w-6xl px-4">
        <SectionHeading id="how-it-works-title" eyebrow="How It Works" title="Four steps to a little bit of magic">
          Our AI recognises the drawing; human artists perfect every animation by hand.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-[2rem] border-2 border-ink/10 bg-white p-6 pt-8 shadow-[0_6px_0_0_rgba(42,31,61,0.08)]"
            >
              <span
                aria-hidden="true"
                className="absolute -top-4 left-6 flex size-9 items-center justify-center rounded-full bg-ink font-display font-black text-white"
              >
                {index + 1}
              </span>
              <span
                aria-hidden="true"
                className={`flex size-14 items-center justify-center rounded-2xl ${step.tint} -rotate-3`}
              >
                <step.icon className="size-7 text-ink" />
              </span>
              <h3 className="mt-5 font-display text-xl font-extrabold">{step.title}</h3>
              <p className="mt-2 text-ink-soft">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
