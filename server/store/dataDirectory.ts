import fs from 'node:fs';
import { ConfigError } from '../config';

/**
 * DATA_DIR holds the messages, the residents' photos and the key of the status links: its folders and files are the
 * service user's alone, whatever the umask of whoever starts the server or a staff command.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Creates DATA_DIR for the service user only, or checks that an existing one is: a folder that group or others may
 * read or write is refused (the server does not start), with the command that fixes it. Refused rather than warned
 * about: a warning in a log nobody reads leaves the residents' messages readable, and every setup the project
 * makes (systemd's StateDirectoryMode, the tests' mkdtemp, a folder the server creates) is private already.
 */
export function preparePrivateDataDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  if (process.platform === 'win32') return;
  const mode = fs.statSync(dir).mode & 0o777;
  if (mode & 0o077)
    throw new ConfigError(
      `DATA_DIR ${dir} is toegankelijk voor anderen dan de gebruiker van de server (rechten ${mode.toString(8)}), en er staan berichten, foto's en de sleutel van de statuslinks in. Voer uit: chmod 700 '${dir}' (en voor wat er al in staat: chmod -R go= '${dir}'), en start de server opnieuw.`,
    );
}

/** Creates `file` empty for the owner alone if it does not exist yet, so that what opens it next keeps that mode. */
export function createPrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
}
