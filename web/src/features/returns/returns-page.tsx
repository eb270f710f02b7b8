import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Mail, Package, RotateCcw } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/use-page-meta';
import { ReturnForm } from './return-form';

const META = {
  title: 'Returns',
  description: `Not in love with your frame? Return it within ${SHOP.returnDays} days, no questions asked, for a full refund, on top of your statutory ${SHOP.statutoryWithdrawalDays}-day right of withdrawal.`,
};

const STEPS = [
  { icon: Mail, text: 'Fill in the form below. We confirm by e-mail right away.' },
  { icon: Package, text: 'You will receive a return label shortly. Pack the frame with its charger.' },
  { icon: RotateCcw, text: 'Once the frame is back with us, we refund the full price to your card.' },
] as const;

/** /returns: the 60-day promise, how a return works, and the "Start Your Return" form. */
export function ReturnsPage() {
  usePageMeta(META);
  return (
    <>
      <PageHeader eyebrow="Returns" title="Returns made easy">
        We want every frame to make someone smile. If yours does not, send it back.
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 pb-20">
        <section
          aria-labelledby="returns-promise"
          className="flex flex-col items-center gap-4 rounded-[2rem] bg-grape px-6 py-8 text-center text-white sm:flex-row sm:text-left"
        >
          <BadgeCheck aria-hidden="true" className="size-14 shrink-0 text-sunny" />
          <div>
            <h2 id="returns-promise" className="font-display text-3xl font-black tracking-tight">
              {SHOP.returnDays}-Day No Questions Asked
            </h2>
            <p className="mt-2 text-lg text-white/90">
              Return your frame within {SHOP.returnDays} days of delivery for a full refund. No forms to justify, no
              questions. This comes on top of your statutory {SHOP.statutoryWithdrawalDays}-day right of withdrawal,
              which our{' '}
              <Link to="/terms" className="font-bold text-sunny underline underline-offset-4">
                Terms of Service
              </Link>{' '}
              explain.
            </p>
            <p className="mt-2 font-semibold text-sunny">
              Our {SHOP.satisfactionDays}-day satisfaction guarantee: not happy in the first {SHOP.satisfactionDays}{' '}
              days? Send it back for a full refund. The {SHOP.returnDays}-day return gives you even longer.
            </p>
          </div>
        </section>

        <section aria-labelledby="how-returns-work" className="mt-12">
          <h2 id="how-returns-work" className="font-display text-2xl font-extrabold">
            How it works
          </h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-3">
            {STEPS.map(({ icon: Icon, text }, index) => (
              <li key={text} className="rounded-3xl bg-paper-deep p-5">
                <span className="flex items-center gap-2 font-display font-extrabold text-crayon-dark">
                  <Icon aria-hidden="true" className="size-5" />
                  Step {index + 1}
                </span>
                <p className="mt-2 text-ink-soft">{text}</p>
              </li>
            ))}
          </ol>
          <p className="mt-5 text-ink-soft">
            Animated characters are delivered digitally, so there is nothing to send back. If you are not happy with
            your character,{' '}
            <Link to="/contact" className="font-bold text-crayon-dark underline underline-offset-4">
              tell us
            </Link>{' '}
            and we will make it right.
          </p>
        </section>

        <section
          aria-labelledby="start-your-return"
          className="mt-12 rounded-[2rem] border-2 border-ink/10 bg-white p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.08)] sm:p-8"
        >
          <h2 id="start-your-return" className="font-display text-2xl font-extrabold">
            Start Your Return
          </h2>
          <p className="mt-1 mb-6 text-ink-soft">It takes a minute. The fields marked optional can stay empty.</p>
          <ReturnForm />
        </section>
      </div>
    </>
  );
}
