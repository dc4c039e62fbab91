import * as React from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { DefectReportFormValues } from '../../../lib/forms/defectReportSchema';
import { BUILDING_LOOKUP_ENDPOINT } from '../../../lib/forms/messageKinds';
import type { ReportBuilding } from '../../../lib/reports/reportBuildings';
import { reportFormMessages, validationMessages } from '../../../lib/uiText/dutchMessages';

export type BuildingState =
  { kind: 'none' } | { kind: 'found'; building: ReportBuilding } | { kind: 'unknown'; message: string };

/**
 * The building a report is about: none yet (the visitor types its address), the one the QR code in its hall names
 * (?gebouw=CODE, looked up once), or why that code will not do. The code goes in the form's hidden buildingCode.
 */
export function useBuildingLookup({ setValue }: UseFormReturn<DefectReportFormValues>) {
  const [building, setBuilding] = React.useState<BuildingState>({ kind: 'none' });

  /** The code will not do (unknown, or refused by the server): the address fields come back, with the reason. */
  const refuse = React.useCallback(
    (message: string) => {
      setValue('buildingCode', '');
      setBuilding({ kind: 'unknown', message });
    },
    [setValue],
  );

  React.useEffect(() => {
    const code = new URLSearchParams(window.location.search).get('gebouw')?.trim();
    if (!code) return;
    setValue('buildingCode', code);
    fetch(`${BUILDING_LOOKUP_ENDPOINT}/${encodeURIComponent(code)}`, { credentials: 'include' })
      .then(async (res) => {
        if (res.ok) setBuilding({ kind: 'found', building: (await res.json()) as ReportBuilding });
        else refuse(validationMessages.unknownBuilding);
      })
      .catch(() => refuse(reportFormMessages.buildingLookupFailed));
  }, [setValue, refuse]);

  const change = () => {
    setValue('buildingCode', '');
    setBuilding({ kind: 'none' });
  };

  return { building, change, refuse };
}

export type BuildingLookup = ReturnType<typeof useBuildingLookup>;
