import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

/** 'Bel 112' as /melden has it: the free number for fire, gas and danger, offered before the firm's paid line. */
export function Call112Button({ fullWidth, size }: Pick<ButtonProps, 'fullWidth' | 'size'>) {
  return (
    <Button variant="contained" color="error" href="tel:112" fullWidth={fullWidth} size={size}>
      Bel 112
    </Button>
  );
}
