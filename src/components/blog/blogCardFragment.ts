import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import type { BlogCardData } from './BlogCard';

/** What a blog card needs, queried the same way by the overview, related articles and the home teaser. */
export const blogCardFragment = graphql`
  fragment BlogCard on MarkdownRemark {
    id
    fields {
      slug
      path
    }
    frontmatter {
      title
      date
      excerpt
      category
      tags
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(
            width: 640
            aspectRatio: 1.905
            layout: CONSTRAINED
            placeholder: NONE
            formats: [AUTO, WEBP, AVIF]
          )
        }
      }
    }
  }
`;

export function toBlogCard(node: Queries.BlogCardFragment): BlogCardData {
  const { frontmatter, fields } = node;
  return {
    path: fields?.path ?? '/blog',
    title: frontmatter?.title ?? '',
    excerpt: frontmatter?.excerpt ?? '',
    date: frontmatter?.date ?? '',
    category: frontmatter?.category ?? '',
    // Already image data (what getImage() would return); a type-only import keeps gatsby-plugin-image out of the page chunk.
    image: (frontmatter?.image?.childImageSharp?.gatsbyImageData as IGatsbyImageData | null | undefined) ?? null,
    imageAlt: frontmatter?.imageAlt ?? '',
  };
}
