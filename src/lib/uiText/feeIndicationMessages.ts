/**
 * The Dutch texts of the fee indication on /offerte and the tariff tables: labels, the messages about what was typed,
 * and what the live region says. Apart from dutchMessages.ts (the forms' messages) so that /tarieven, whose chunk
 * also reads them, does not change how webpack groups the forms' shared code (see docs/architecture.md).
 */
export const feeIndicationMessages = {
  wholeNumber: (min: number, max: number) => `Vul een geheel getal in tussen ${min} en ${max}`,
  unitsMissing: 'Vul het aantal eenheden in om een indicatie te zien.',
  noFeeForKind: 'Voor dit soort gebouw hebben wij geen vast tarief: vraag een offerte aan.',
  kindLegend: 'Soort gebouw',
  unitsLabel: 'Aantal eenheden',
  unitsHint: 'Appartementen, woningen of bedrijfsunits, zonder garages en bergingen.',
  parkingLabel: 'Garages en parkeerplaatsen',
  liftsLabel: 'Liften',
  resultCaption: 'Indicatie van het ereloon',
  forBuilding: 'Voor het gebouw',
  perUnit: 'Per eenheid',
  perYear: 'Per jaar',
  perMonth: 'Per maand',
  inclVat: 'incl. btw',
  exclVat: 'excl. btw',
  minimumApplies: 'Voor dit aantal eenheden geldt het minimum per gebouw.',
  binding:
    'Dit is een indicatie op basis van onze tarieven. Wat bindt, is onze schriftelijke offerte na een plaatsbezoek. Bijkomende prestaties zitten niet in dit bedrag; hun prijs staat bij de tarieven.',
  perUnitAverage:
    '‘Per eenheid’ is het bedrag voor het gebouw gedeeld door het aantal eenheden: een gemiddelde. Hoe het ereloon over de eigenaars verdeeld wordt, bepalen de statuten van het gebouw.',
  extraBuilding: (yearlyIncl: string) =>
    `Telt de mede-eigendom meer dan één gebouw of blok, dan komt er per bijkomend gebouw of blok ${yearlyIncl} per jaar bij (incl. btw).`,
  includedSummary: 'Wat is inbegrepen in het vaste ereloon?',
  allTariffs: 'Alle tarieven en bijkomende prestaties',
  carry: 'Vraag een offerte op basis van deze gegevens',
  carried: 'De gegevens staan in het offerteformulier hieronder.',
  announce: (yearlyIncl: string, monthlyIncl: string, isSample: boolean) =>
    `Indicatie voor het gebouw: ${yearlyIncl} per jaar, ${monthlyIncl} per maand, incl. btw.` +
    (isSample ? ' Let op: dit zijn voorbeeldtarieven, nog niet de tarieven van ons kantoor.' : ''),
  carriedRemarks: (parkingSpaces: number, lifts: number) =>
    `Garages en parkeerplaatsen: ${parkingSpaces}. Liften: ${lifts}.`,
} as const;
