import * as React from 'react';
import Box from '@mui/material/Box';
import { firm } from '../../config/firm';

/** The logo mark, inline so it needs no request and scales crisply. The wordmark is live text from the firm config. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#12355b" />
      <path d="M16 50V24l16-10 16 10v26z" fill="#ffffff" />
      <path
        d="M13 25.5 32 13.5l19 12"
        fill="none"
        stroke="#d9774f"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <g fill="#12355b">
        <rect x="21" y="28" width="6" height="6" rx="1" />
        <rect x="37" y="28" width="6" height="6" rx="1" />
        <rect x="21" y="38" width="6" height="6" rx="1" />
        <rect x="37" y="38" width="6" height="6" rx="1" />
      </g>
      <rect x="29" y="38" width="6" height="12" rx="1" fill="#a8401d" />
    </svg>
  );
}

export function Logo({ compact = false, inverted = false }: { compact?: boolean; inverted?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <LogoMark size={compact ? 36 : 42} />
      <Box
        component="span"
        sx={{
          fontWeight: 780,
          fontSize: { xs: '1.05rem', sm: '1.2rem' },
          lineHeight: 1.1,
          letterSpacing: '-0.01em',
          color: inverted ? '#ffffff' : 'primary.main',
        }}
      >
        {firm.name}
      </Box>
    </Box>
  );
}
