import guideFile from '../../../content/noodgevallen.json';
import type { EmergencyGuide } from '../../lib/emergency/emergencyGuide';
import { fillEmergencyGuideTags } from '../../lib/emergency/emergencyGuideTags';

/**
 * What to do in an emergency, from content/noodgevallen.json with the office's number and hours filled in; the build
 * has checked the file (lib/emergency/emergencyGuide.ts).
 */
export const emergencyGuide: EmergencyGuide = {
  situations: guideFile.situations.map(({ situation, action }) => ({
    situation: fillEmergencyGuideTags(situation),
    action: fillEmergencyGuideTags(action),
  })),
};
