import * as React from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface TextCard {
  title: string;
  text: string;
}

interface TextCardGridProps {
  cards: readonly TextCard[];
  /** Columns each card takes per breakpoint (of 12). */
  size: GridProps['size'];
}

/** A grid of outlined cards, each with an <h3> title and a short text. */
export function TextCardGrid({ cards, size }: TextCardGridProps) {
  return (
    <Grid container spacing={3}>
      {cards.map((card) => (
        <Grid key={card.title} size={size}>
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            <Typography variant="h3" sx={{ mb: 1 }}>
              {card.title}
            </Typography>
            <Typography color="text.secondary">{card.text}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
