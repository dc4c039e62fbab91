import * as React from 'react';
import Link from '@mui/material/Link';
import { EMERGENCY_PRICE, emergencyPhone } from '../../lib/emergency/emergencyLine';

/** The paid emergency number as a phone link with its price, for use inside a sentence. */
export function EmergencyNumberLink() {
  return (
    <>
      <Link href={emergencyPhone.href} underline="always">
        {emergencyPhone.display}
      </Link>{' '}
      ({EMERGENCY_PRICE})
    </>
  );
}
