import fs from 'node:fs';
import path from 'node:path';
import * as z from 'zod/mini';
import { CONTRACTORS_FILE, parseContractorsFile, type Contractor } from '../../src/lib/reports/contractorJobs';
import type { MessageKind } from '../../src/lib/forms/messageKinds';
import { statusesFileSchema, type ReportStatus } from '../../src/lib/reports/reportStatus';
import { normalizeBuildingCode, parseBuildingsFile, type ManagedBuilding } from '../../src/lib/reports/reportBuildings';

export const BUILDINGS_FILE = 'gebouwen.json';
export const ACKNOWLEDGEMENTS_FILE = 'bevestiging.json';
export const STATUSES_FILE = 'statussen.json';

const acknowledgementSchema = z.object({
  inleiding: z.string().check(z.minLength(1)),
  volgendeStappen: z.array(z.string().check(z.minLength(1))),
});
const acknowledgementsFileSchema = z.object({
  melding: acknowledgementSchema,
  contact: acknowledgementSchema,
  offerte: acknowledgementSchema,
});

/** The firm's words for one status of a report. */
export interface StatusWords {
  label: string;
  explanation: string;
}

/** The writers' words of one acknowledgement e-mail. */
export interface AcknowledgementTexts {
  intro: string;
  nextSteps: string[];
}

/** A JSON file read again only when it changed on disk. */
function cachedJsonFile<T>(file: string, parse: (json: unknown) => T): () => T {
  let cache: { mtimeMs: number; value: T } | null = null;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cache?.mtimeMs !== mtimeMs) {
      try {
        cache = { mtimeMs, value: parse(JSON.parse(fs.readFileSync(file, 'utf8'))) };
      } catch (error) {
        // A broken edit keeps the last good version when there is one.
        if (!cache) throw new Error(`${file} kon niet gelezen worden: ${(error as Error).message}`);
      }
    }
    return cache!.value;
  };
}

/** content/meldingen as the server reads it: the buildings and the acknowledgement texts. */
export class ReportContent {
  private readonly buildings: () => Map<string, ManagedBuilding>;
  private readonly acknowledgements: () => z.output<typeof acknowledgementsFileSchema>;
  private readonly statuses: () => z.output<typeof statusesFileSchema>;
  private readonly contractorList: () => Contractor[];

  constructor(dir: string) {
    this.buildings = cachedJsonFile(
      path.join(dir, BUILDINGS_FILE),
      (json) => new Map(parseBuildingsFile(json).map((b) => [b.code, b])),
    );
    this.acknowledgements = cachedJsonFile(path.join(dir, ACKNOWLEDGEMENTS_FILE), (json) =>
      acknowledgementsFileSchema.parse(json),
    );
    this.statuses = cachedJsonFile(path.join(dir, STATUSES_FILE), (json) => statusesFileSchema.parse(json));
    this.contractorList = cachedJsonFile(path.join(dir, CONTRACTORS_FILE), parseContractorsFile);
    // Fails at start-up, not at the first report, when a file is missing or broken.
    this.buildings();
    this.acknowledgements();
    this.statuses();
    this.contractorList();
  }

  /** The firm's contractors (content/meldingen/aannemers.json). */
  contractors(): Contractor[] {
    return this.contractorList();
  }

  building(code: string): ManagedBuilding | null {
    return this.buildings().get(normalizeBuildingCode(code)) ?? null;
  }

  allBuildings(): ManagedBuilding[] {
    return [...this.buildings().values()];
  }

  acknowledgement(kind: MessageKind): AcknowledgementTexts {
    const texts = this.acknowledgements()[kind === 'report' ? 'melding' : kind === 'quote' ? 'offerte' : 'contact'];
    return { intro: texts.inleiding, nextSteps: texts.volgendeStappen };
  }

  status(status: ReportStatus): StatusWords {
    const words = this.statuses()[status];
    return { label: words.naam, explanation: words.uitleg };
  }
}
