import * as React from 'react';
import Link from '@mui/material/Link';
import { EMERGENCY_NUMBER } from '../../lib/constants';
import { telHref } from '../../lib/phone';

/** The 24/7 emergency number as a phone link, for use inside a sentence. */
export function EmergencyNumberLink() {
  return (
    <Link href={telHref(EMERGENCY_NUMBER)} underline="always">
      {EMERGENCY_NUMBER}
    </Link>
  );
}
