import { firmClaims } from '../config/firm';
import { offices } from './offices';

/** A key figure of the firm as shown on the site: the number and what it counts. */
export interface StatFigure {
  value: string;
  label: string;
}

/** The number of offices, counted from the config rather than claimed. */
const officeCount = String(offices.length);

/** The key figures with their Dutch labels. `officeLocations` is the office count as the home page words it. */
export const statFigures = {
  buildings: { value: firmClaims.buildings.value, label: 'beheerde gebouwen' },
  // A count, not a satisfaction nobody measured: only a measured score may say how content they are.
  residents: { value: firmClaims.residents.value, label: 'bewoners in de gebouwen die wij beheren' },
  offices: { value: officeCount, label: 'kantoren' },
  officeLocations: { value: officeCount, label: 'kantoorlocaties' },
  professionals: { value: firmClaims.professionals.value, label: 'professionals' },
  // Of the clients who answered the survey, not of all clients: the figure always says whom it counts.
  recommendRate: {
    value: firmClaims.survey.recommendRate,
    label: `van de klanten die onze bevraging van ${firmClaims.survey.year} beantwoordden, zou ons aanbevelen`,
  },
} as const satisfies Record<string, StatFigure>;

/** The figures as the content tags name them: {{stats.buildings}} … */
export const statTokens = {
  buildings: statFigures.buildings.value,
  residents: statFigures.residents.value,
  offices: statFigures.offices.value,
  professionals: statFigures.professionals.value,
  recommendRate: statFigures.recommendRate.value,
} as const;

/** Where the recommendation rate comes from, shown beside it. */
export const RECOMMEND_RATE_SOURCE = `Tevredenheidsrapport ${firmClaims.survey.year}`;
