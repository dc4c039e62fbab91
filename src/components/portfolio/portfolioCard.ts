import { graphql } from 'gatsby';
import type { IGatsbyImageData } from 'gatsby-plugin-image';
import { PORTFOLIO_KINDS, type PortfolioItem, type PortfolioKind } from '../../lib/portfolio/portfolioItem';

/** What the carousel and the cards show of an item: its fields, with the image ready for gatsby-plugin-image. */
export type PortfolioCardData = Omit<PortfolioItem, 'image'> & { image: IGatsbyImageData | null };

/** The text fields of a PortfolioItem node; each query adds its own image size. */
export const portfolioCardFields = graphql`
  fragment PortfolioCardFields on PortfolioItem {
    itemId
    title
    location
    description
    year
    detailsLink
    isNieuw
    kind
    voorbeeld
  }
`;

type ImageNode = {
  readonly imageFile: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null } | null;
};

const isKind = (kind: string | null): kind is PortfolioKind => PORTFOLIO_KINDS.includes(kind as PortfolioKind);

export function toPortfolioCard(node: Queries.PortfolioCardFieldsFragment & ImageNode): PortfolioCardData {
  const { itemId, kind, imageFile, ...fields } = node;
  return {
    ...fields,
    id: itemId,
    kind: isKind(kind) ? kind : null,
    image: imageFile?.childImageSharp?.gatsbyImageData ?? null,
  };
}
