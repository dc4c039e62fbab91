import { STATS } from './constants';

/** A key figure of the firm as shown on the site: the number and what it counts. */
export interface StatFigure {
  value: string;
  label: string;
}

/** The key figures with their Dutch labels. `officeLocations` is the office count as the home page words it. */
export const statFigures = {
  buildings: { value: STATS.buildings, label: 'beheerde gebouwen' },
  residents: { value: STATS.residents, label: 'tevreden bewoners' },
  offices: { value: STATS.offices, label: 'kantoren' },
  officeLocations: { value: STATS.offices, label: 'kantoorlocaties' },
  professionals: { value: STATS.professionals, label: 'professionals' },
  // Of the clients who answered the 2024 survey, not of all clients: the figure always says whom it counts.
  recommendRate: {
    value: STATS.recommendRate,
    label: 'van de klanten die onze bevraging van 2024 beantwoordden, zou ons aanbevelen',
  },
} as const satisfies Record<string, StatFigure>;

/** Where the recommendation rate comes from, shown beside it. */
export const RECOMMEND_RATE_SOURCE = 'Tevredenheidsrapport 2024';
