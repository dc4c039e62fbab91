/**
 * The kinds of building the firm manages, as the quote form asks for them and the tariffs price them. Kept apart
 * from the quote form's schema so the build (gatsby-node, compiled by Parcel) can check the tariffs without it.
 */
import type { ChoiceList } from './choices';

export const buildingTypeChoices = [
  { value: 'appartementsgebouw', label: 'Appartementsgebouw' },
  { value: 'assistentiewoningen', label: 'Groep van assistentiewoningen' },
  { value: 'kmo-park', label: 'KMO- of bedrijvenpark' },
  { value: 'nieuwbouwproject', label: 'Nieuwbouwproject' },
] as const satisfies ChoiceList;

export type BuildingKind = (typeof buildingTypeChoices)[number]['value'];

/** A co-ownership starts at two lots; the upper bound only stops typing mistakes. */
export const UNIT_COUNT = { min: 2, max: 9999 } as const;
