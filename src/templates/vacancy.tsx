import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { firm } from '../config/firm';
import { offices, type Office } from '../lib/offices';
import { jobPostingJsonLd } from '../lib/structuredData';
import { routes } from '../lib/routes';
import { Seo } from '../components/seo/Seo';
import { island } from '../runtime';

export const query = graphql`
  query Vacancy($id: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    vacancy: markdownRemark(id: { eq: $id }) {
      bodyHtml
      fields {
        path
      }
      frontmatter {
        title
        lead
        excerpt
        datePosted
        validThrough
        employmentType
        office
        hours
      }
    }
  }
`;

const VacancyPage = island(() => import('../components/jobs/VacancyPage').then((m) => m.VacancyPage), 'never');

function officeById(id: string | null | undefined): Office {
  return offices.find((o) => o.id === id) ?? offices[0];
}

export default function VacancyTemplate({ data }: PageProps<Queries.VacancyQuery>) {
  const fm = data.vacancy?.frontmatter;
  if (!data.vacancy || !fm) return null;
  return (
    <VacancyPage
      title={fm.title ?? ''}
      lead={fm.lead ?? ''}
      office={officeById(fm.office)}
      hours={fm.hours ?? ''}
      validThrough={fm.validThrough ?? ''}
      html={data.vacancy.bodyHtml}
    />
  );
}

export function Head({ data }: HeadProps<Queries.VacancyQuery>) {
  const fm = data.vacancy?.frontmatter;
  return (
    <Seo
      title={fm?.title ?? 'Vacature'}
      description={`Vacature bij ${firm.name}: ${fm?.excerpt ?? ''}`.slice(0, 300)}
      path={data.vacancy?.fields?.path ?? routes.vacatures}
      breadcrumb={{ name: fm?.title ?? 'Vacature', ancestors: [{ label: 'Vacatures', to: routes.vacatures }] }}
      jsonLd={[
        jobPostingJsonLd({
          origin: data.site?.siteMetadata?.siteUrl ?? '',
          title: fm?.title ?? '',
          descriptionHtml: data.vacancy?.bodyHtml ?? '',
          datePosted: fm?.datePosted ?? '',
          validThrough: fm?.validThrough ?? '',
          employmentType: fm?.employmentType === 'PART_TIME' ? 'PART_TIME' : 'FULL_TIME',
          officeId: fm?.office ?? '',
        }),
      ]}
    />
  );
}
