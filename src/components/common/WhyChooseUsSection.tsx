import * as React from 'react';
import Typography from '@mui/material/Typography';
import { firm } from '../../config/firm';
import { CheckList } from './CheckList';
import { Section } from './Section';

interface WhyChooseUsSectionProps {
  reasons: readonly string[];
  tone?: React.ComponentProps<typeof Section>['tone'];
  /** A closing note under the reasons, e.g. a pointer to related services. */
  children?: React.ReactNode;
}

/** The "Waarom kiezen voor …?" band of a service page: the reasons as a check list and an optional note. */
export function WhyChooseUsSection({ reasons, tone, children }: WhyChooseUsSectionProps) {
  return (
    <Section id="waarom" title={`Waarom kiezen voor ${firm.name}?`} tone={tone}>
      <CheckList items={reasons} />
      {children && <Typography sx={{ mt: 2, maxWidth: '72ch' }}>{children}</Typography>}
    </Section>
  );
}
