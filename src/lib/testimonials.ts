import data from '../../content/testimonials.json';

/** A client's quote as the home page shows it (spec section 3). `title` is the building and town. */
export interface Testimonial {
  id: number;
  quote: string;
  name: string;
  title: string;
  initials: string;
  /** An invented sample, shown as such (src/lib/samples.ts); a real one has the person's written consent. */
  voorbeeld: boolean;
  /** For a real one: the date of that consent (JJJJ-MM-DD). */
  toestemming?: string;
}

/** The 18 fixed testimonials, in the order the carousel shows them. Writers edit content/testimonials.json
 * (an object with one list, so the CMS can edit it). */
export const testimonials: readonly Testimonial[] = data.testimonials;

/** Whether any testimonial is a sample: the section then says so. */
export const hasSampleTestimonials = testimonials.some((testimonial) => testimonial.voorbeeld);
