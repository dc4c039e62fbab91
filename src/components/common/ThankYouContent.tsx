import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routes } from '../../lib/routes';
import { PageHero, type Crumb } from './PageHero';
import { Prose, Section } from './Section';

export interface ThankYouProps {
  title: string;
  /** The page the visitor came from (the form), shown as the parent crumb. */
  parent: Crumb;
  lead: string;
  /** Title of the section on what happens next. */
  nextStepsTitle: string;
  /** A second way on, next to the button back to the home page. */
  furtherLink: { label: string; to: string };
  /** What happens next, as running text. */
  children: React.ReactNode;
}

/** The page shown after a form was sent: a thank-you hero, what happens next, and the ways on. */
export function ThankYouContent({ title, parent, lead, nextStepsTitle, furtherLink, children }: ThankYouProps) {
  return (
    <>
      <PageHero title={title} breadcrumbs={[parent]} lead={lead} />
      <Section title={nextStepsTitle}>
        <Prose>{children}</Prose>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
          <Button variant="contained" href={routes.home}>
            Terug naar de startpagina
          </Button>
          <Button variant="outlined" href={furtherLink.to}>
            {furtherLink.label}
          </Button>
        </Box>
      </Section>
    </>
  );
}
