import * as React from 'react';
import { officeAddressHref, officeAddressLine, type Office } from '../../lib/offices';
import { TextLink } from '../common/TextLink';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';

/** An office's address as a link: to its map in a new tab (said to screen readers), or to the contact page. */
export function OfficeAddressLink({ office, className }: { office: Office; className?: string }) {
  const onMap = office.kind === 'street';
  return (
    <TextLink
      href={officeAddressHref(office)}
      className={className}
      {...(onMap ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {officeAddressLine(office)}
      {onMap && <VisuallyHidden> (kaart{NEW_TAB_HINT})</VisuallyHidden>}
    </TextLink>
  );
}
