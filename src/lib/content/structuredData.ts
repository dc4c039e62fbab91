import { firm } from '../../config/firm';
import { offices } from '../offices';
import { absoluteUrl } from '../siteUrl';

/** schema.org objects for content pages, rendered as JSON-LD by the Seo component. */

export function blogPostingJsonLd(input: {
  origin: string;
  path: string;
  title: string;
  excerpt: string;
  date: string;
  author: string;
  category: string;
  tags: readonly string[];
  imageUrl?: string;
}): Record<string, unknown> {
  const url = absoluteUrl(input.origin, encodeURI(input.path));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.excerpt,
    datePublished: input.date.slice(0, 10),
    inLanguage: 'nl-BE',
    mainEntityOfPage: url,
    url,
    articleSection: input.category,
    keywords: input.tags.join(', '),
    ...(input.imageUrl ? { image: absoluteUrl(input.origin, input.imageUrl) } : {}),
    author: { '@type': 'Organization', name: `${input.author} (${firm.name})` },
    publisher: { '@type': 'Organization', name: firm.name, url: input.origin },
  };
}

export function jobPostingJsonLd(input: {
  origin: string;
  title: string;
  descriptionHtml: string;
  datePosted: string;
  validThrough: string;
  employmentType: 'FULL_TIME' | 'PART_TIME';
  officeId: string;
}): Record<string, unknown> {
  const office = offices.find((o) => o.id === input.officeId) ?? offices[0];
  const address =
    office.kind === 'street'
      ? { '@type': 'PostalAddress', streetAddress: office.street, postalCode: office.postalCode, addressLocality: office.city, addressCountry: 'BE' }
      : { '@type': 'PostalAddress', addressRegion: office.name, addressCountry: 'BE' };
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: input.title,
    description: input.descriptionHtml,
    datePosted: input.datePosted.slice(0, 10),
    validThrough: `${input.validThrough.slice(0, 10)}T23:59:59+01:00`,
    employmentType: input.employmentType,
    hiringOrganization: { '@type': 'Organization', name: firm.legalName, sameAs: input.origin },
    jobLocation: { '@type': 'Place', address },
    directApply: false,
  };
}

export function faqPageJsonLd(entries: ReadonlyArray<{ question: string; answerHtml: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((e) => ({
      '@type': 'Question',
      name: e.question,
      acceptedAnswer: { '@type': 'Answer', text: e.answerHtml },
    })),
  };
}
