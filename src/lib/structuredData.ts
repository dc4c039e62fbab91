/**
 * schema.org structured data (JSON-LD) built from the one source of each fact: the firm (config), the
 * offices and the breadcrumb trail. Pure functions of the site's origin, so they can be tested and validated.
 */
import { firm, firmClaims } from '../config/firm';
import type { Crumb } from './breadcrumbs';
import { nonUrgentPhone, type Office, offices } from './offices';
import { absoluteUrl } from './siteUrl';
import { routes } from './routes';

export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map((day) => `${CONTEXT}/${day}`);

/** The firm's id in the graph, so other pages' data can refer to it. */
export function firmId(origin: string): string {
  return `${absoluteUrl(origin, routes.home)}#organisatie`;
}

function officeJsonLd(origin: string, office: Office): JsonLd {
  const common: JsonLd = {
    '@type': 'RealEstateAgent',
    name: `${firm.name} ${office.name}`,
    telephone: office.phoneNumber.international,
    email: office.email,
    url: absoluteUrl(origin, routes.contact),
  };
  if (office.kind === 'by-appointment') {
    return { ...common, areaServed: office.name, description: office.openingHours };
  }
  return {
    ...common,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street,
      postalCode: office.postalCode,
      addressLocality: office.city,
      addressCountry: 'BE',
    },
    hasMap: office.mapUrl,
    ...(office.weekdayHours && {
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: WEEKDAYS,
          opens: office.weekdayHours.opens,
          closes: office.weekdayHours.closes,
        },
      ],
    }),
  };
}

/** The firm as a RealEstateAgent (a LocalBusiness) with its three offices as departments. For the home page. */
export function firmJsonLd(origin: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'RealEstateAgent',
    '@id': firmId(origin),
    name: firm.name,
    legalName: firm.legalName,
    description: firm.tagline,
    url: absoluteUrl(origin, routes.home),
    image: absoluteUrl(origin, '/og-image.png'),
    email: firm.email,
    telephone: nonUrgentPhone.international,
    foundingDate: String(firmClaims.foundedYear.value),
    sameAs: [firm.linkedInUrl],
    areaServed: offices.map((office) => office.name),
    department: offices.map((office) => officeJsonLd(origin, office)),
  };
}

/** A BreadcrumbList from Home through `trail` (ancestors first, the page itself last). */
export function breadcrumbListJsonLd(origin: string, trail: readonly Crumb[]): JsonLd {
  const crumbs = [{ label: 'Home', to: routes.home }, ...trail];
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(origin, crumb.to),
    })),
  };
}

// Content pages (content/): articles, vacancies and the FAQ.

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
      ? {
          '@type': 'PostalAddress',
          streetAddress: office.street,
          postalCode: office.postalCode,
          addressLocality: office.city,
          addressCountry: 'BE',
        }
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

export function faqPageJsonLd(
  entries: ReadonlyArray<{ question: string; answerHtml: string }>,
): Record<string, unknown> {
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
