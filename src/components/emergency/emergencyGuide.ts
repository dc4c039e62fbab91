import guideFile from '../../../content/noodgevallen.json';
import type { EmergencyGuide } from '../../lib/content/emergencyGuide';

/** What to do in an emergency, from content/noodgevallen.json; the build has checked the file (emergencyGuide.ts). */
export const emergencyGuide: EmergencyGuide = guideFile;
