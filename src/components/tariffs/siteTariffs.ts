import tariffsFile from '../../../content/tarieven.json';
import { tariffsFromFile, type TariffsFile } from '../../lib/tariffs/tariffs';

/** The firm's tariffs from content/tarieven.json, in cents; the build has checked the file (tariffsSchema.ts). */
export const siteTariffs = tariffsFromFile(tariffsFile as TariffsFile);
