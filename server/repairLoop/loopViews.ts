import { firm } from '../../src/config/firm';
import {
  contractorFits,
  CONFIRMATION_WAIT_DAYS,
  type ConfirmationView,
  type Contractor,
  type ContractorJobView,
  type SendOnPreview,
} from '../../src/lib/reports/contractorJobs';
import { buildingPartChoices, defectCategoryChoices } from '../../src/lib/forms/defectReportSchema';
import type { StaffKnownProblem } from '../../src/lib/reports/knownProblems';
import type { StoredReport } from '../../src/lib/forms/messageKinds';
import { choiceLabel } from '../../src/lib/choices';
import { buildingAddress } from '../../src/lib/reports/reportBuildings';
import { CLOSED_STATUSES, type ReportStatus } from '../../src/lib/reports/reportStatus';
import { centralOffice } from '../../src/lib/offices';
import type { ContractorJob } from '../store/contractorJobs';

/** A report as the loop reads it: what the resident sent, its state, and where its staff mails go. */
export interface LoopReport {
  reference: string;
  data: StoredReport;
  status: ReportStatus;
  closed: boolean;
  /** The building's manager, or null: the office's MAIL_TO. */
  managerEmail: string | null;
}

export const categoryLabel = (report: StoredReport) => choiceLabel(defectCategoryChoices, report.category);

/** The building for staff and contractors: its name and address, or the address the resident typed. */
export function buildingOf(report: StoredReport): { name: string; address: string } {
  if (report.building) return { name: report.building.name, address: buildingAddress(report.building) };
  const address = `${report.street ?? ''} ${report.houseNumber ?? ''}, ${report.municipality ?? ''}`.trim();
  return { name: 'Adres ingevuld door de melder', address };
}

export function sendOnPreview(
  report: LoopReport,
  statusLabel: string,
  current: ContractorJob | null,
  contractors: readonly Contractor[],
  knownProblem: StaffKnownProblem,
): SendOnPreview {
  const building = buildingOf(report.data);
  const code = report.data.building?.code ?? null;
  const choices = contractors.map((c) => ({
    id: c.id,
    name: c.name,
    trades: c.trades.map((t) => choiceLabel(defectCategoryChoices, t)),
    fits: contractorFits(c, report.data.category, code),
  }));
  return {
    reference: report.reference,
    building: `${building.name}, ${building.address}`,
    category: categoryLabel(report.data),
    place: report.data.location,
    status: statusLabel,
    closed: report.closed,
    current: current
      ? {
          contractorId: current.contractorId,
          contractorName: current.contractor.name,
          state: current.state,
          sentAt: current.sentAt,
        }
      : null,
    // Proposed first, each group by name.
    contractors: choices.sort((a, b) => Number(b.fits) - Number(a.fits) || a.name.localeCompare(b.name, 'nl')),
    residentContactShared: report.data.contractorMayContact === true,
    knownProblem,
  };
}

/** The contractor sees the resident's name, phone and unit only when the resident allowed it on /melden. */
export function contractorJobView(report: LoopReport, job: ContractorJob, photoCount: number): ContractorJobView {
  const d = report.data;
  return {
    reference: report.reference,
    contractorName: job.contractor.name,
    building: buildingOf(d),
    category: categoryLabel(d),
    part: choiceLabel(buildingPartChoices, d.part),
    place: d.location,
    description: d.description,
    staffNote: job.note,
    resident: job.shareContact ? { name: d.name, phone: d.phone, unit: d.unit || null } : null,
    photoCount,
    state: job.state,
    declineReason: job.declineReason,
    plannedDate: job.plannedDate,
    plannedWindow: job.plannedWindow,
    doneAt: job.doneAt,
    closed: report.closed,
    firmContact: { email: report.managerEmail ?? firm.email, phone: centralOffice.phoneNumber.display },
  };
}

export function confirmationView(
  report: LoopReport,
  doneAt: number,
  contractorNote: string | null,
  answer: ConfirmationView['answer'],
  rated: boolean,
): ConfirmationView {
  const building = buildingOf(report.data);
  return {
    reference: report.reference,
    building: report.data.building ? `${building.name}, ${building.address}` : building.address,
    category: categoryLabel(report.data),
    doneAt,
    contractorNote,
    answer,
    canRate: !rated && (answer === 'solved' || answer === 'auto'),
    confirmationWaitDays: CONFIRMATION_WAIT_DAYS,
  };
}

export const isClosed = (status: ReportStatus) => CLOSED_STATUSES.has(status);
