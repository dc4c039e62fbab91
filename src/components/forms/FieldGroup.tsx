import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * One group of a form's fields under a heading: a fieldset whose legend is that heading, so a screen reader names
 * the group with each field in it. `intro` (with an `id` to point at it) is a sentence under the heading that
 * describes the whole group.
 */
export function FieldGroup({
  id,
  title,
  intro,
  children,
}: {
  id?: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  const introId = intro && id ? `${id}-intro` : undefined;
  return (
    <Box component="fieldset" aria-describedby={introId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: intro ? 1 : 2.5, p: 0 }}>
        {title}
      </Typography>
      {intro && (
        <Typography id={introId} variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {intro}
        </Typography>
      )}
      {children}
    </Box>
  );
}
