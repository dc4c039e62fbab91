import path from 'node:path';
import { DATABASE_FILE, openStore, type Store } from '../../store';
import type { ContractorJob } from '../../store/contractorJobs';
import { fixtureContractors, tempDataDir, validContact } from './messagesTestKit';

/** A fresh database in a temporary folder (in a subfolder that does not exist yet). */
export function freshStore(): { store: Store; file: string } {
  const file = path.join(tempDataDir(), 'nested', DATABASE_FILE);
  return { store: openStore(file), file };
}

/** Stores a contact message as the API does (without acknowledgement) and returns its row's id. */
export function insertContact(store: Store, now = Date.now()): number {
  const reference = store.submissions.insertSubmission(
    { message: { kind: 'contact', data: validContact }, acknowledge: false },
    now,
  );
  return store.staff.list().find((m) => m.reference === reference)!.id;
}

/** Sends a report on to the fixture lift firm as staff do: no note, the resident's contact not shared. */
export function sendOnToLiftFirm(store: Store, reference: string, now: number): ContractorJob {
  const { id, naam, email, telefoon } = fixtureContractors.find((c) => c.id === 'liften-proef')!;
  return store.jobs.createJob(
    {
      reference,
      contractorId: id,
      contractor: { name: naam, email, phone: telefoon },
      note: null,
      shareContact: false,
    },
    now,
  );
}
