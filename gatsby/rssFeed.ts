import { firm } from '../src/config/firm';
import { absoluteUrl } from '../src/lib/siteUrl';

interface FeedQuery {
  site: { siteMetadata: { siteUrl: string } };
  allMarkdownRemark: {
    nodes: Array<{
      bodyHtml: string;
      fields: { path: string };
      frontmatter: { title: string; date: string; excerpt: string; category: string; author: string };
    }>;
  };
}

/** The blog's RSS feed at /rss.xml (gatsby-plugin-feed), newest first, with the full article. */
export const rssFeedOptions = {
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      output: '/rss.xml',
      title: `Blog van ${firm.name}`,
      description: `Artikels van ${firm.name} over mede-eigendom, de syndicus en het beheer van gebouwen.`,
      language: 'nl-BE',
      query: `{
        allMarkdownRemark(filter: { fields: { kind: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
          nodes {
            bodyHtml
            fields { path }
            frontmatter { title date excerpt category author }
          }
        }
      }`,
      serialize: ({ query }: { query: FeedQuery }) =>
        query.allMarkdownRemark.nodes.map((node) => {
          const url = absoluteUrl(query.site.siteMetadata.siteUrl, encodeURI(node.fields.path));
          return {
            title: node.frontmatter.title,
            description: node.frontmatter.excerpt,
            date: node.frontmatter.date,
            url,
            guid: url,
            author: node.frontmatter.author,
            categories: [node.frontmatter.category],
            custom_elements: [{ 'content:encoded': node.bodyHtml }],
          };
        }),
    },
  ],
};
