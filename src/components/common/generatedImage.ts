import type { IGatsbyImageData } from 'gatsby-plugin-image';

/** A `file(sourceInstanceName: { eq: "images" } …) { childImageSharp { gatsbyImageData } }` as a query returns it. */
type QueriedImage =
  { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null | undefined;

/**
 * A drawing of src/images/generated from a page or static query, for ResponsiveImage. A missing file stops the build,
 * naming the file and what it shows, rather than rendering an empty frame.
 */
export function generatedImage(file: QueriedImage, fileName: string, shows: string): IGatsbyImageData {
  const image = file?.childImageSharp?.gatsbyImageData;
  if (!image) throw new Error(`src/images/generated/${fileName} ontbreekt (${shows}).`);
  return image;
}
