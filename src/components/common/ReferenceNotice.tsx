import * as React from 'react';
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import { REFERENCE_PARAM, REFERENCE_PATTERN } from '../../lib/messages/references';

/** On a thank-you page: the reference the server gave, from ?referentie=, so the visitor can quote it on the phone. */
export function ReferenceNotice() {
  const [reference, setReference] = React.useState<string | null>(null);
  React.useEffect(() => {
    const value = new URLSearchParams(window.location.search).get(REFERENCE_PARAM);
    if (value && REFERENCE_PATTERN.test(value)) setReference(value);
  }, []);
  if (!reference) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: 3 }}>
      <Alert severity="success" role="status" data-testid="referentie">
        Uw referentienummer is <strong>{reference}</strong>. Vermeld het als u ons hierover contacteert.
      </Alert>
    </Container>
  );
}
