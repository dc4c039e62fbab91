/**
 * The old path of emergency/emergencyLine.ts, kept only for the importers in server/ and src/components/report/ that
 * were being edited when the emergency modules moved; delete it once they import ./emergency/emergencyLine.
 */
export * from './emergency/emergencyLine';
