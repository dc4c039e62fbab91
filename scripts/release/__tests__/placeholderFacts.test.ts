import { placeholderStrings, siteUrlProblems } from '../placeholderFacts';

const PUBLIC_SITE = 'https://www.vastgoed-verbeke.be';

/** A firm left as placeholders of the kinds the repository ships with (its own values: the firm replaces those). */
const placeholderFirm = {
  name: 'Voorbeeldkantoor',
  legalName: 'Voorbeeldkantoor BV',
  email: 'info@voorbeeldkantoor.be',
  jobsEmail: 'jobs@voorbeeldkantoor.be',
  linkedInUrl: 'https://www.linkedin.com/company/voorbeeldkantoor',
  ownerPortalUrl: 'https://www.opensyndic.be',
  legal: {
    bivNumbers: ['BIV 000.000 (syndicus)', 'BIV 000.001 (vastgoedmakelaar-bemiddelaar)'],
    companyNumber: '0000.000.000',
    vatNumber: 'BE 0000.000.000',
    qualityCertificate: 'Kwaliteitscertificaat voor syndici, certificaat nr. 0000',
    liabilityInsurer: 'Beroepsaansprakelijkheid en borgstelling via [verzekeraar], polis nr. 00.000.000',
  },
};

const realFirm = {
  name: 'Vastgoed Verbeke',
  email: 'info@vastgoed-verbeke.be',
  linkedInUrl: 'https://www.linkedin.com/company/vastgoed-verbeke',
  legal: {
    bivNumbers: ['BIV 512.334 (syndicus)'],
    companyNumber: '0412.345.679',
    vatNumber: 'BE 0412.345.679',
    qualityCertificate: 'Kwaliteitscertificaat voor syndici, certificaat nr. 1042',
    liabilityInsurer: 'Beroepsaansprakelijkheid via AXA Belgium, polis nr. 73.412.880',
  },
};

describe('placeholderStrings and siteUrlProblems', () => {
  it('names every kind of placeholder: the name, example domains, numbers of zeros, brackets', () => {
    const fields = placeholderStrings(placeholderFirm, 'firm').map((fact) => fact.field);
    expect(fields).toEqual(
      expect.arrayContaining([
        'firm.name',
        'firm.legalName',
        'firm.email',
        'firm.jobsEmail',
        'firm.linkedInUrl',
        'firm.legal.bivNumbers[0]',
        'firm.legal.bivNumbers[1]',
        'firm.legal.companyNumber',
        'firm.legal.vatNumber',
        'firm.legal.qualityCertificate',
        'firm.legal.liabilityInsurer',
      ]),
    );
    expect(fields).not.toContain('firm.ownerPortalUrl');
    expect(siteUrlProblems(PUBLIC_SITE)).toEqual([]);
  });

  it('accepts a firm that filled in its own facts and a public SITE_URL', () => {
    expect(placeholderStrings(realFirm, 'firm')).toEqual([]);
    expect(siteUrlProblems(PUBLIC_SITE)).toEqual([]);
  });

  it.each([
    ['an insurer left in brackets', { insurer: 'via [verzekeraar], polis nr. 73.412.880' }],
    ['a policy number of zeros', { insurer: 'via AXA, polis nr. 00.000.000' }],
    ['a mail address on example.com', { email: 'info@example.com' }],
  ])('finds %s', (_, facts) => {
    expect(placeholderStrings(facts, 'firm')).toHaveLength(1);
  });

  it.each([undefined, '', 'http://127.0.0.1:9000', 'http://localhost:8000', 'geen url'])(
    'refuses SITE_URL %p',
    (siteUrl) => {
      expect(siteUrlProblems(siteUrl).map((fact) => fact.field)).toEqual(['SITE_URL']);
    },
  );
});
