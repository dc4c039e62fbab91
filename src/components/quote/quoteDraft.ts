import type { BuildingKind } from '../../lib/buildingKinds';

/**
 * What the fee indication carries into the quote form ("Vraag een offerte op basis van deze gegevens"). The two are
 * separate islands on /offerte; this small store joins them, and keeps the last values for a form that mounts later.
 */
export interface QuoteDraft {
  buildingType: BuildingKind;
  unitCount: string;
  remarksLine: string;
}

let latest: QuoteDraft | null = null;
const listeners = new Set<(draft: QuoteDraft) => void>();

export function carryIntoQuoteForm(draft: QuoteDraft): void {
  latest = draft;
  for (const listener of listeners) listener(draft);
}

/** Calls `listener` with the last draft (if any) and every later one; returns the unsubscribe. */
export function onQuoteDraft(listener: (draft: QuoteDraft) => void): () => void {
  if (latest) listener(latest);
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * The remarks with the carried line first: a line carried earlier is replaced, what the visitor typed is kept.
 * The form has no fields for garages and lifts, so they travel in the remarks.
 */
export function remarksWith(remarks: string, line: string, previousLine: string | null): string {
  const rest =
    previousLine && remarks.startsWith(previousLine) ? remarks.slice(previousLine.length) : remarks && `\n${remarks}`;
  return line + rest;
}
