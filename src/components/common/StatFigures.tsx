import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { StatFigure } from '../../lib/stats';

interface StatFiguresProps {
  figures: readonly StatFigure[];
  /** Added to the grid's own styles, e.g. a bottom margin. */
  sx?: SxProps<Theme>;
}

/** Key figures as a list of outlined cards: the number large, its label below. */
export function StatFigures({ figures, sx = [] }: StatFiguresProps) {
  return (
    <Grid
      container
      spacing={2}
      component="ul"
      sx={[{ listStyle: 'none', p: 0, m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {figures.map((figure) => (
        <Grid key={figure.label} size={{ xs: 6, md: 3 }} component="li">
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', height: '100%' }}>
            <Typography component="p" variant="h2" color="primary">
              {figure.value}
            </Typography>
            <Typography component="p">{figure.label}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
