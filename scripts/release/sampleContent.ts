/**
 * The go-live check for content: which testimonials, portfolio buildings, report buildings and contractors are
 * still samples. The repository
 * ships invented ones (marked `voorbeeld: true`); a release with a sample would show an invented review or
 * building on the firm's live site. An entry that does not say counts as a sample. Reads content/, no other I/O.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSample } from '../../src/lib/samples';
import { CONTRACTORS_FILE } from '../../src/lib/reports/contractorJobs';
import { SAMPLE_MAIL_DOMAIN, type PlaceholderFact } from './placeholderFacts';

export function findSampleContent(contentDir: string): PlaceholderFact[] {
  const found: PlaceholderFact[] = [];
  const testimonialsFile = path.join(contentDir, 'testimonials.json');
  if (fs.existsSync(testimonialsFile)) {
    const { testimonials } = JSON.parse(fs.readFileSync(testimonialsFile, 'utf8')) as { testimonials?: unknown };
    for (const [index, testimonial] of (Array.isArray(testimonials) ? testimonials : []).entries())
      if (isSample(testimonial))
        found.push({
          field: `content/testimonials.json, getuigenis ${(testimonial as { id?: unknown })?.id ?? index + 1}`,
          value: String((testimonial as { name?: unknown })?.name ?? ''),
          reason: 'een verzonnen voorbeeld (voorbeeld: true): vervang het door een echte getuigenis, met toestemming',
        });
  }
  const portfolioDir = path.join(contentDir, 'portfolio');
  if (fs.existsSync(portfolioDir))
    for (const entry of fs
      .readdirSync(portfolioDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .sort()) {
      const file = path.join(portfolioDir, entry.name, 'index.json');
      if (!fs.existsSync(file)) continue;
      const item = JSON.parse(fs.readFileSync(file, 'utf8')) as { title?: unknown };
      if (isSample(item))
        found.push({
          field: `content/portfolio/${entry.name}/index.json`,
          value: String(item?.title ?? entry.name),
          reason: 'een verzonnen voorbeeldgebouw (voorbeeld: true): vervang het door een echt gebouw, met toestemming',
        });
    }
  // The buildings residents report from: an invented one would send a real resident's report nowhere.
  const buildingsFile = path.join(contentDir, 'meldingen', 'gebouwen.json');
  if (fs.existsSync(buildingsFile)) {
    const { gebouwen } = JSON.parse(fs.readFileSync(buildingsFile, 'utf8')) as { gebouwen?: unknown };
    for (const [index, building] of (Array.isArray(gebouwen) ? gebouwen : []).entries()) {
      const manager = (building as { beheerder?: unknown })?.beheerder;
      if (!isSample(building) && typeof manager === 'string' && SAMPLE_MAIL_DOMAIN.test(manager))
        found.push({
          field: `content/meldingen/gebouwen.json, gebouw ${index + 1}, beheerder`,
          value: manager,
          reason: 'een e-mailadres op een voorbeelddomein: de meldingen van dit gebouw zouden niemand bereiken',
        });
      if (isSample(building))
        found.push({
          field: `content/meldingen/gebouwen.json, gebouw ${index + 1}`,
          value: String((building as { code?: unknown })?.code ?? ''),
          reason:
            'een verzonnen voorbeeldgebouw voor meldingen (voorbeeld: true): vervang het door een gebouw dat u beheert',
        });
    }
  }
  // The contractors staff send reports on to: an invented one would send a resident's defect to nobody.
  const contractorsFile = path.join(contentDir, 'meldingen', CONTRACTORS_FILE);
  if (fs.existsSync(contractorsFile)) {
    const { aannemers } = JSON.parse(fs.readFileSync(contractorsFile, 'utf8')) as { aannemers?: unknown };
    for (const [index, contractor] of (Array.isArray(aannemers) ? aannemers : []).entries()) {
      const { id, naam, email } = (contractor ?? {}) as { id?: unknown; naam?: unknown; email?: unknown };
      const where = `content/meldingen/${CONTRACTORS_FILE}, aannemer ${typeof id === 'string' ? id : index + 1}`;
      if (isSample(contractor))
        found.push({
          field: where,
          value: String(naam ?? ''),
          reason:
            'een verzonnen voorbeeldaannemer (voorbeeld: true): vervang hem door een aannemer met wie u werkt, of verwijder hem',
        });
      else if (typeof email === 'string' && SAMPLE_MAIL_DOMAIN.test(email))
        found.push({
          field: `${where}, email`,
          value: email,
          reason: 'een e-mailadres op een voorbeelddomein: de opdrachten voor deze aannemer zouden niemand bereiken',
        });
    }
  }
  return found;
}
