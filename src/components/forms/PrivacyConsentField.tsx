import * as React from 'react';
import Link from '@mui/material/Link';
import type { FieldValues, Path } from 'react-hook-form';
import { routes } from '../../lib/routes';
import { privacyConsentPurposes, type PrivacyConsentPurpose } from '../../lib/uiText/dutchMessages';
import { NEW_TAB_HINT, VisuallyHidden } from '../common/VisuallyHidden';
import { CheckboxField } from './CheckboxField';

interface PrivacyConsentFieldProps<T extends FieldValues> {
  id: string;
  name: NoInfer<Path<T>>;
  /** What the data is for, in the sentence's last words: a question, a quote request or a defect report. */
  purpose: PrivacyConsentPurpose;
}

/** The required privacy checkbox; the policy opens in a new tab so nothing typed is lost. */
export function PrivacyConsentField<T extends FieldValues = never>({ id, name, purpose }: PrivacyConsentFieldProps<T>) {
  return (
    <CheckboxField<T>
      id={id}
      name={name}
      required
      label={
        <>
          Ik heb het{' '}
          <Link href={routes.privacybeleid} target="_blank" rel="noopener">
            privacybeleid
            <VisuallyHidden>{NEW_TAB_HINT}</VisuallyHidden>
          </Link>{' '}
          gelezen en ga ermee akkoord dat mijn gegevens worden gebruikt om {privacyConsentPurposes[purpose]}.
        </>
      }
    />
  );
}
