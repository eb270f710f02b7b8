import { Star } from 'lucide-react';

type Testimonial = { quote: string; name: string; family: string };

// Static content (spec section 2: three cards, five stars each).
const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'Our daughter gasped when her purple dragon blinked at her. It lives on her shelf now, and she says good night to it every evening.',
    name: 'Sarah M.',
    family: 'Mum of Mia, 6',
  },
  {
    quote:
      'We gave the 7" frame to the grandparents for Christmas. Grandpa shows the dancing robot to everyone who comes through the door.',
    name: 'Jonas K.',
    family: 'Dad of Leo, 5',
  },
  {
    quote:
      'The preview came after ten days, and they changed the colour of the cat’s tail exactly as my son asked. Worth every cent.',
    name: 'Priya R.',
    family: 'Mum of Arjun, 7',
  },
];

function FiveStars() {
  return (
    <p role="img" aria-label="Rated 5 out of 5 stars" className="flex gap-1 text-[#d97706]">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}

/** Three parents' words, each with five stars. */
export function Testimonials() {
  return (
    <div className="mt-16">
      <h3 className="text-center font-display text-2xl font-extrabold sm:text-3xl">Families love the magic</h3>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {TESTIMONIALS.map((testimonial) => (
          <li
            key={testimonial.name}
            data-testid="testimonial"
            className="flex flex-col rounded-[2rem] border-2 border-ink/10 bg-paper p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.08)]"
          >
            <FiveStars />
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed">“{testimonial.quote}”</blockquote>
            <p className="mt-5 font-bold">
              {testimonial.name} <span className="font-semibold text-ink-soft">· {testimonial.family}</span>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
