import * as React from 'react';
import { FieldGroup } from '../../forms/FieldGroup';
import { PhotoPicker, type PhotoSelection } from '../PhotoPicker';
import type { StepTexts } from './reportFormTexts';

/** The photos, downscaled as they are picked; they go with the report when it is sent (useReportSending). */
export function PhotosStep({ texts, selection }: { texts: StepTexts; selection: PhotoSelection }) {
  return (
    <FieldGroup id="melden-fotos" title={texts.title} intro={texts.intro}>
      <PhotoPicker id="melden-fotos" selection={selection} />
    </FieldGroup>
  );
}
