import { STATUS_API } from '../../lib/reports/statusLinks';
import type { ReportTimeline, StatusChangePreview, StatusLookup } from '../../lib/reports/reportStatus';
import { callJsonApi } from './jsonApi';

export const lookUpReport = (lookup: StatusLookup) => callJsonApi<ReportTimeline>(STATUS_API.lookup, lookup);

/** What a staff link would change: a POST, so the key is in no URL. */
export const previewStatusChange = (token: string) =>
  callJsonApi<StatusChangePreview>(STATUS_API.changeView, { token });

export const confirmStatusChange = (change: { token: string; note: string; plannedDate: string }) =>
  callJsonApi<{ status: 'changed' | 'unchanged'; report: StatusChangePreview }>(STATUS_API.change, change);
