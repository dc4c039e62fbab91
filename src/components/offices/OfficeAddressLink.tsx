import * as React from 'react';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { officeAddressHref, officeAddressLine, type Office } from '../../lib/offices';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

/** An office's address as a link: to its map in a new tab (said to screen readers), or to the contact page. */
export function OfficeAddressLink({ office, sx }: { office: Office; sx?: SxProps<Theme> }) {
  const onMap = office.kind === 'street';
  return (
    <Link href={officeAddressHref(office)} sx={sx} {...(onMap ? { target: '_blank', rel: 'noopener' } : {})}>
      {officeAddressLine(office)}
      {onMap && <VisuallyHidden> (kaart{NEW_TAB_HINT})</VisuallyHidden>}
    </Link>
  );
}
