import { TESTIMONIAL_COUNT } from '../constants';
import { testimonials } from '../testimonials';

describe('testimonials (content/testimonials.json)', () => {
  it('holds the fixed number of testimonials with unique ids', () => {
    expect(testimonials).toHaveLength(TESTIMONIAL_COUNT);
    expect(new Set(testimonials.map((t) => t.id)).size).toBe(TESTIMONIAL_COUNT);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(TESTIMONIAL_COUNT);
  });

  it.each(testimonials.map((t) => [t.name, t] as const))(
    '%s: first name and initial, matching initials, building and town',
    (_name, t) => {
      expect(t.name).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
      const [first, last] = t.name.split(' ');
      expect(t.initials).toBe(`${first[0]}${last[0]}`);
      const [building, town] = t.title.split(', ');
      expect(building.length).toBeGreaterThan(5);
      // A Flemish municipality: a capitalised name, perhaps with a hyphen ('Sint-Niklaas').
      expect(town).toMatch(/^\p{Lu}[\p{L}' -]+$/u);
    },
  );

  it.each(testimonials.map((t) => [t.id, t.quote] as const))(
    'quote %s reads as one or two short, finished sentences',
    (_id, quote) => {
      expect(quote.length).toBeGreaterThan(80);
      expect(quote.length).toBeLessThan(240);
      expect(quote).toMatch(/[.!]$/);
      expect(quote).not.toMatch(/\s{2}|^\s|\s$/);
    },
  );
});
