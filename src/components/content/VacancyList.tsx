import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { VisuallyHidden } from '../common/VisuallyHidden';

export interface VacancySummary {
  to: string;
  title: string;
  text: string;
  hours: string;
}

/** The open vacancies (content/vacatures), each a card with its hours, its summary and a link to it. */
export function VacancyList({ vacancies }: { vacancies: readonly VacancySummary[] }) {
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {vacancies.map((vacancy) => (
        <Grid key={vacancy.to} size={{ xs: 12, md: 6 }} component="li">
          <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
            <CardContent sx={{ p: { xs: 3, md: 4 }, flexGrow: 1 }}>
              <Typography variant="h3" component="h3" sx={{ mb: 1.5 }}>
                {vacancy.title}
              </Typography>
              <Typography sx={{ color: 'text.secondary', mb: 1 }}>{vacancy.hours}</Typography>
              <Typography>{vacancy.text}</Typography>
            </CardContent>
            <CardActions sx={{ px: { xs: 3, md: 4 }, pb: { xs: 3, md: 4 }, pt: 0 }}>
              <Button variant="contained" href={vacancy.to} endIcon={<ArrowForwardIcon aria-hidden />}>
                Bekijk de vacature
                <VisuallyHidden>: {vacancy.title}</VisuallyHidden>
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
