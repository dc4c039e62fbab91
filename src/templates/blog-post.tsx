import * as React from 'react';
import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { toBlogCard } from '../components/blog/blogCardFragment';
import { Seo } from '../components/seo/Seo';
import { blogPostingJsonLd } from '../lib/structuredData';
import { routes } from '../lib/routes';
import { island } from '../runtime';

const BlogArticle = island(() => import('../components/blog/BlogArticle').then((m) => m.BlogArticle), 'never');

export const query = graphql`
  query BlogPost($id: String!, $relatedIds: [String!]!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    post: markdownRemark(id: { eq: $id }) {
      bodyHtml
      timeToRead
      fields {
        path
      }
      frontmatter {
        title
        date
        excerpt
        category
        tags
        author
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1120
              aspectRatio: 1.905
              layout: CONSTRAINED
              placeholder: NONE
              formats: [AUTO, WEBP, AVIF]
            )
            og: gatsbyImageData(width: 1200, height: 630, layout: FIXED, formats: [JPG])
          }
        }
      }
    }
    related: allMarkdownRemark(filter: { id: { in: $relatedIds } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...BlogCard
      }
    }
  }
`;

export default function BlogPostTemplate({ data }: PageProps<Queries.BlogPostQuery>) {
  const { post, related } = data;
  if (!post?.frontmatter) return null;
  const { frontmatter } = post;
  return (
    <BlogArticle
      title={frontmatter.title ?? ''}
      excerpt={frontmatter.excerpt ?? ''}
      date={frontmatter.date ?? ''}
      category={frontmatter.category ?? ''}
      author={frontmatter.author ?? ''}
      readingMinutes={post.timeToRead ?? 1}
      image={frontmatter.image?.childImageSharp?.gatsbyImageData ?? null}
      imageAlt={frontmatter.imageAlt ?? ''}
      html={post.bodyHtml}
      related={related.nodes.map(toBlogCard)}
    />
  );
}

export function Head({ data }: HeadProps<Queries.BlogPostQuery>) {
  const post = data.post;
  const fm = post?.frontmatter;
  const path = post?.fields?.path ?? routes.blog;
  // What getSrc() returns, read directly: importing gatsby-plugin-image here would put its runtime in the page's first load.
  const ogSrc: string | undefined = fm?.image?.childImageSharp?.og?.images?.fallback?.src;
  return (
    <Seo
      title={fm?.title ?? 'Blog'}
      description={fm?.excerpt ?? ''}
      path={path}
      breadcrumb={{ name: fm?.title ?? 'Blog', ancestors: [{ label: 'Blog', to: routes.blog }] }}
      type="article"
      image={ogSrc}
      jsonLd={[
        blogPostingJsonLd({
          origin: data.site?.siteMetadata?.siteUrl ?? '',
          path,
          title: fm?.title ?? '',
          excerpt: fm?.excerpt ?? '',
          date: fm?.date ?? '',
          author: fm?.author ?? '',
          category: fm?.category ?? '',
          tags: (fm?.tags ?? []).filter((t): t is string => !!t),
          imageUrl: ogSrc,
        }),
      ]}
    >
      {fm?.date && <meta property="article:published_time" content={fm.date.slice(0, 10)} />}
    </Seo>
  );
}
