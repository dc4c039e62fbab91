import * as React from 'react';
import type { HeadFC } from 'gatsby';
import { navigate } from 'gatsby';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { routes } from '../lib/routes';
import { withStyleScope } from '../runtime';

/**
 * Spec: any unknown path redirects to '/'. The server answers 404 with this page (so search engines
 * see the status); the browser then moves on to the home page, with or without JavaScript.
 */
function NotFoundPage() {
  React.useEffect(() => {
    void navigate(routes.home, { replace: true });
  }, []);
  return (
    <Container maxWidth="md" sx={{ py: 10 }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Pagina niet gevonden
      </Typography>
      <Typography sx={{ mb: 3 }}>Deze pagina bestaat niet (meer). U wordt doorgestuurd naar de startpagina.</Typography>
      <Link href={routes.home} sx={{ fontWeight: 600 }}>
        Naar de startpagina
      </Link>
    </Container>
  );
}

// Hydrates MUI's components: inside the style scope, which the first hydration waits for.
export default withStyleScope(NotFoundPage);

export const Head: HeadFC = () => (
  <>
    <title>Pagina niet gevonden</title>
    <meta name="robots" content="noindex" />
    <meta httpEquiv="refresh" content={`0; url=${routes.home}`} />
  </>
);
