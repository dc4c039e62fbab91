import type Database from 'better-sqlite3';

/** A photo of a report as stored: a file in the photo folder (its name on the resident's device is not kept). */
export interface StoredPhoto {
  file: string;
  contentType: string;
  bytes: number;
}

interface PhotoRow {
  file: string;
  content_type: string;
  bytes: number;
}

const toPhoto = (r: PhotoRow): StoredPhoto => ({ file: r.file, contentType: r.content_type, bytes: r.bytes });

/** The photos table: which files of the photo folder belong to which report, in the resident's order. */
export class PhotoRows {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    this.statements = {
      insert: db.prepare<[string, number, string, string, number]>(
        'INSERT INTO photos (reference, position, file, content_type, bytes) VALUES (?, ?, ?, ?, ?)',
      ),
      ofReport: db.prepare<[string], PhotoRow>(
        'SELECT file, content_type, bytes FROM photos WHERE reference = ? AND job_id IS NULL ORDER BY position',
      ),
      insertForJob: db.prepare<[string, number, string, string, number, number]>(
        'INSERT INTO photos (reference, position, file, content_type, bytes, job_id) VALUES (?, ?, ?, ?, ?, ?)',
      ),
      ofJob: db.prepare<[number], PhotoRow>(
        'SELECT file, content_type, bytes FROM photos WHERE job_id = ? ORDER BY position',
      ),
      orphans: db.prepare<[], { file: string }>(
        'SELECT file FROM photos WHERE reference NOT IN (SELECT reference FROM messages WHERE reference IS NOT NULL)',
      ),
      delete: db.prepare<[string]>('DELETE FROM photos WHERE file = ?'),
      allFiles: db.prepare<[], { file: string }>('SELECT file FROM photos'),
    };
  }

  /** Names a report's photo files, already written and synced; part of the submission's transaction. */
  addPhotos(reference: string, photos: readonly StoredPhoto[]): void {
    photos.forEach((photo, position) =>
      this.statements.insert.run(reference, position, photo.file, photo.contentType, photo.bytes),
    );
  }

  /** Names the photos a contractor sent with the work done; part of that step's transaction. */
  addJobPhotos(reference: string, jobId: number, photos: readonly StoredPhoto[]): void {
    photos.forEach((photo, position) =>
      this.statements.insertForJob.run(reference, position, photo.file, photo.contentType, photo.bytes, jobId),
    );
  }

  /** The photos of a report, in the order the resident added them (not the contractor's). */
  photosOf(reference: string): StoredPhoto[] {
    return this.statements.ofReport.all(reference).map(toPhoto);
  }

  /** The photos a contractor sent with the work done. */
  photosOfJob(jobId: number): StoredPhoto[] {
    return this.statements.ofJob.all(jobId).map(toPhoto);
  }

  /**
   * Forgets the photos whose report is gone (purged after RETENTION_DAYS or deleted by the staff) and returns their
   * files, for the caller to delete. A crash before the files are gone leaves files no row names: the photo folder's
   * start-up sweep removes those.
   */
  takeOrphanPhotos(): string[] {
    return this.db.transaction(() => {
      const files = this.statements.orphans.all().map((r) => r.file);
      for (const file of files) this.statements.delete.run(file);
      return files;
    })();
  }

  /** Every photo file a row names. */
  photoFiles(): Set<string> {
    return new Set(this.statements.allFiles.all().map((r) => r.file));
  }
}
