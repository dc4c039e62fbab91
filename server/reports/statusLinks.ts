import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isReportStatus, type ReportStatus } from '../../src/lib/reports/reportStatus';
import { ConfigError } from '../config';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../store/dataDirectory';
import { KeySigner, type Verified } from '../security/keySigner';

/** The file in DATA_DIR that keeps the generated key when STATUS_LINK_SECRET is not set. */
export const STATUS_LINK_SECRET_FILE = 'status-link-secret';

/**
 * The key of the status links: STATUS_LINK_SECRET, or else the one in DATA_DIR, generated on the first start and kept,
 * so links survive a restart. An existing key file that group or others may read is refused: whoever reads it can make
 * links.
 */
export function statusLinkKey(dataDir: string, fromEnv: string | null): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'utf8');
  const file = path.join(dataDir, STATUS_LINK_SECRET_FILE);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (!fs.existsSync(file)) createKeyFile(file);
  const mode = fs.statSync(file).mode & 0o777;
  if (process.platform !== 'win32' && mode & 0o077)
    throw new ConfigError(
      `${file} is leesbaar voor anderen dan de gebruiker van de server (rechten ${mode.toString(8)}), en wie de sleutel kent, kan statuslinks maken. Voer uit: chmod 600 '${file}', en start de server opnieuw. Kan iemand hem gelezen hebben, verwijder het bestand dan: de server maakt een nieuwe sleutel (de links die al verstuurd zijn, werken dan niet meer).`,
    );
  const key = fs.readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`${file} is leeg of te kort; verwijder het en start de server opnieuw.`);
  return Buffer.from(key, 'utf8');
}

/**
 * Writes a new key whole (and synced) under a name of its own, then links that to `file`: the key file appears whole
 * or not at all, and of two processes starting at once only the first links its key; the other finds the link taken
 * and both read the same key.
 */
function createKeyFile(file: string): void {
  const temporary = `${file}.${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  try {
    fs.writeFileSync(temporary, `${crypto.randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: PRIVATE_FILE_MODE });
    const fd = fs.openSync(temporary, 'r');
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

export type VerifiedChangeLink = Verified<{ reference: string; status: ReportStatus }>;

/**
 * Signed links, HMAC-SHA256 with the server's key: a staff link names a report, the status it moves to and until when
 * it works; a resident's link names a report and lets its holder see the timeline. Each purpose signs its own
 * prefix, so one kind of link is never valid as the other, and each signs the report's own random nonce
 * (`nonceOf`, from the database): a report that got the same reference after a restored backup, or a report reopened
 * since, is opened by no old link. Signed and compared by KeySigner, as the repair loop's and known problems' keys.
 */
export class StatusLinks {
  private readonly signer: KeySigner;

  constructor(
    key: Buffer,
    private readonly nonceOf: (reference: string) => string | null,
  ) {
    this.signer = new KeySigner(key);
  }

  /** `M-2026-00123.opgelost.1767225600.<signature>`: only URL-safe characters. null: no such report. */
  changeToken(reference: string, status: ReportStatus, expiresAt: number): string | null {
    const nonce = this.nonceOf(reference);
    if (nonce === null) return null;
    return this.signer.expiringKey('change', [reference, status], [reference, nonce, status], expiresAt);
  }

  /** A forged or altered token is 'invalid' (expired or not); only a genuine one can be 'expired'. */
  verifyChange(token: string, now = Date.now()): VerifiedChangeLink {
    return this.signer.verifyExpiringKey('change', token, now, 2, ([reference, status]) => {
      if (!isReportStatus(status)) return null;
      const nonce = this.nonceOf(reference);
      return nonce === null ? null : { value: { reference, status }, signed: [reference, nonce, status] };
    });
  }

  /** The resident's private key to a report's timeline, in the acknowledgement and every status mail. */
  viewToken(reference: string): string | null {
    const nonce = this.nonceOf(reference);
    return nonce === null ? null : this.signer.sign('view', reference, nonce);
  }

  verifyView(reference: string, token: string): boolean {
    const expected = this.viewToken(reference);
    return expected !== null && this.signer.holds(token, expected);
  }
}
