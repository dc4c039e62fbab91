import * as React from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import { graphql, useStaticQuery } from 'gatsby';
import { firm, firmClaims } from '../../config/firm';
import { firmIdentification } from '../../lib/firmIdentification';
import { OPEN_COOKIE_SETTINGS_ATTRIBUTES } from '../consent/cookieEvents';
import { offices } from '../../lib/offices';
import { OfficeAddressLink } from '../offices/OfficeAddressLink';
import { flattenNav, legalNav, mobileExtraNav, routes, serviceNav } from '../../lib/routes';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { Logo } from '../brand/Logo';
import { generatedImage } from '../common/generatedImage';
import { ResponsiveImage } from '../common/ResponsiveImage';
import { NewBadge } from '../common/NewBadge';
import { SITE_FOOTER_ID } from './firstPaint';

const footerLinkSx = {
  color: '#e6edf5',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 28,
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
} as const;

const headingSx = { color: '#ffffff', fontWeight: 700, mb: 1.5, fontSize: '1.05rem' } as const;

/**
 * The copyright year is the year the site was built, so it never goes stale on a site that is kept up. The drawings are
 * plain <picture>s: GatsbyImage left a lazy image's address to an inline script (one per image, on every page), so
 * without scripts the skyline never loaded.
 */
function useFooterData() {
  const data = useStaticQuery<Queries.FooterQuery>(graphql`
    query Footer {
      site {
        buildTime(formatString: "YYYY")
      }
      skyline: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "footer-skyline.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FULL_WIDTH, placeholder: NONE, formats: [AVIF, WEBP], quality: 70)
        }
      }
      qualityMark: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "quality-certificate.png" }) {
        childImageSharp {
          gatsbyImageData(width: 112, height: 112, placeholder: NONE, formats: [AVIF, WEBP])
        }
      }
    }
  `);
  return {
    buildYear: data.site?.buildTime ?? '',
    skyline: generatedImage(data.skyline, 'footer-skyline.png', 'de skyline bovenaan de footer'),
    qualityMarkImage: generatedImage(data.qualityMark, 'quality-certificate.png', 'het kwaliteitslabel in de footer'),
  };
}

export function SiteFooter() {
  const { buildYear, skyline, qualityMarkImage } = useFooterData();
  const { qualityMark } = firm;
  return (
    <Box
      component="footer"
      id={SITE_FOOTER_ID}
      sx={{ bgcolor: 'primary.dark', color: '#e6edf5', mt: 0, position: 'relative' }}
    >
      <Box aria-hidden sx={{ lineHeight: 0, opacity: 0.9 }}>
        <ResponsiveImage
          image={skyline}
          alt=""
          style={{ maxHeight: 180, objectFit: 'cover', objectPosition: 'bottom' }}
        />
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}>
            <Logo inverted />
            <Typography variant="body2" sx={{ mt: 2, mb: 2, color: '#e6edf5' }}>
              {firm.tagline} Al {firmClaims.yearsOfExperience.value} beheren wij appartementsgebouwen,
              assistentiewoningen, KMO-parken en nieuwbouwprojecten, met een vast aanspreekpunt voor elk gebouw.
            </Typography>
            <Link
              href={firm.linkedInUrl}
              target="_blank"
              rel="noopener"
              sx={{ ...footerLinkSx, gap: 1, fontWeight: 600 }}
            >
              <LinkedInIcon aria-hidden />
              Volg ons op LinkedIn
              <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
            </Link>
          </Box>
          <Box>
            <Typography component="h2" sx={headingSx}>
              Kantoren
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
              {offices.map((office) => (
                <Box component="li" key={office.id} sx={{ fontSize: '0.9375rem' }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, fontWeight: 700, color: '#fff' }}>
                    {office.name}
                    {office.isNew && <NewBadge />}
                  </Box>
                  {/* The address link is a plain one (the shell's); the footer's look comes from here. */}
                  <Box component="span" sx={{ '& > a': footerLinkSx }}>
                    <OfficeAddressLink office={office} />
                  </Box>
                  <br />
                  <Link href={office.phoneNumber.href} sx={footerLinkSx}>
                    Tel. {office.phone}
                  </Link>
                </Box>
              ))}
            </Box>
          </Box>
          <Box>
            <Typography component="h2" sx={headingSx}>
              Snel naar
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, columns: 2, columnGap: 3 }}>
              {[
                ...flattenNav(serviceNav).filter((l) => l.depth === 0),
                { label: 'Over ons', to: routes.overOns },
                { label: 'Portfolio', to: routes.portfolio },
                ...mobileExtraNav,
                { label: 'Contact', to: routes.contact },
                { label: 'Offerte', to: routes.offerte },
              ].map((link) => (
                <li key={link.to}>
                  <Link href={link.to} sx={footerLinkSx}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Box>

        <Box
          sx={{
            mt: 5,
            pt: 4,
            borderTop: '1px solid rgba(255,255,255,0.2)',
            display: 'grid',
            gap: 3,
            gridTemplateColumns: qualityMark ? { xs: '1fr', md: '112px 1fr' } : '1fr',
            alignItems: 'start',
          }}
        >
          {qualityMark && (
            <ResponsiveImage
              image={qualityMarkImage}
              alt={`${qualityMark.name} van ${firm.name}`}
              style={{ maxWidth: 112 }}
            />
          )}
          <Box component="section" aria-labelledby="legal-heading" sx={{ fontSize: '0.875rem', lineHeight: 1.7 }}>
            <Typography id="legal-heading" component="h2" sx={{ ...headingSx, fontSize: '0.95rem', mb: 1 }}>
              Wettelijke informatie
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                columnGap: 2,
                '& dt': { fontWeight: 700, color: '#fff' },
                '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
              }}
            >
              <dt>Onderneming</dt>
              <dd>{firm.legalName}</dd>
              <dt>Maatschappelijke zetel</dt>
              <dd>
                {firm.registeredSeat.street}, {firm.registeredSeat.postalCode} {firm.registeredSeat.city}
              </dd>
              <dt>Ondernemingsnummer</dt>
              <dd>
                {firm.legal.companyNumber}, {firm.legal.registerCourt}
              </dd>
              <dt>Btw-nummer</dt>
              <dd>{firm.legal.vatNumber}</dd>
              <dt>Erkend vastgoedmakelaar-syndicus</dt>
              <dd>
                {firm.legal.bivNumbers.join(' · ')}, erkend in {firm.legal.recognitionCountry}
              </dd>
              {qualityMark && (
                <>
                  <dt>Kwaliteitscertificaat</dt>
                  <dd>
                    {qualityMark.name}, certificaat nr. {qualityMark.number}
                  </dd>
                </>
              )}
              <dt>Beroepsaansprakelijkheid</dt>
              <dd>{firm.legal.liabilityInsurer}</dd>
              <dt>Toezichthouder</dt>
              <dd>{firm.legal.supervisoryAuthority}</dd>
            </Box>
            <Typography variant="body2" sx={{ mt: 1.5, color: '#e6edf5' }}>
              {firm.legalName} is onderworpen aan de{' '}
              <Link
                href={firmIdentification.codeOfConductUrl}
                target="_blank"
                rel="noopener"
                sx={{ ...footerLinkSx, display: 'inline', textDecoration: 'underline' }}
              >
                deontologische code van het Beroepsinstituut van Vastgoedmakelaars (BIV)
                <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
              </Link>
              .
            </Typography>
          </Box>
        </Box>

        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.2)',
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 1.5, md: 3 },
            alignItems: 'center',
            justifyContent: 'space-between',
            fontSize: '0.875rem',
          }}
        >
          <Typography variant="body2" sx={{ color: '#e6edf5' }}>
            © {buildYear} {firm.legalName}. Alle rechten voorbehouden.
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5 }}
          >
            {legalNav.map((link) => (
              <li key={link.to}>
                <Link href={link.to} target="_blank" rel="noopener" sx={footerLinkSx}>
                  {link.label}
                  <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
                </Link>
              </li>
            ))}
            <li>
              <ButtonBase
                {...OPEN_COOKIE_SETTINGS_ATTRIBUTES}
                sx={{ ...footerLinkSx, font: 'inherit', textDecoration: 'underline', textUnderlineOffset: 3 }}
              >
                Cookie-instellingen
              </ButtonBase>
            </li>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
