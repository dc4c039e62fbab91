import data from '../../content/testimonials.json';

/** A client's quote as the home page shows it (spec section 3). `title` is the building and town. */
export interface Testimonial {
  id: number;
  quote: string;
  name: string;
  title: string;
  initials: string;
}

/** The 18 fixed testimonials, in the order the carousel shows them. Writers edit content/testimonials.json
 * (an object with one list, so the CMS can edit it). */
export const testimonials: readonly Testimonial[] = data.testimonials;
