import * as React from 'react';
import Grid, { type GridProps } from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';

export interface TextCard {
  title: string;
  text: string;
  /** A picture above the title. */
  Icon?: SvgIconComponent;
}

interface TextCardGridProps {
  cards: readonly TextCard[];
  /** Columns each card takes per breakpoint (of 12). */
  size: GridProps['size'];
  /** Steps in order: a numbered list, each card showing its number. */
  numbered?: boolean;
}

/** A grid of outlined cards, each with an <h3> title and a short text; a list, so screen readers count them. */
export function TextCardGrid({ cards, size, numbered = false }: TextCardGridProps) {
  return (
    <Grid container spacing={3} component={numbered ? 'ol' : 'ul'} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {cards.map(({ title, text, Icon }, index) => (
        <Grid key={title} size={size} component="li">
          <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
            {numbered && (
              <Typography
                aria-hidden
                sx={{
                  width: 40,
                  height: 40,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  color: '#fff',
                  display: 'grid',
                  placeItems: 'center',
                  fontWeight: 700,
                  mb: 2,
                }}
              >
                {index + 1}
              </Typography>
            )}
            {Icon && <Icon aria-hidden color="primary" sx={{ fontSize: 40, mb: 1.5 }} />}
            <Typography variant="h3" sx={{ mb: 1 }}>
              {title}
            </Typography>
            <Typography color="text.secondary">{text}</Typography>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
