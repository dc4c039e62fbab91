/**
 * `npm run qr -- [CODE…]`: an A4 poster (SVG, prints at its real size) per building of content/meldingen/gebouwen.json,
 * for the hall: a QR code to `${SITE_URL}/melden?gebouw=CODE`, the building's name, 112 for fire, gas or danger first,
 * the lift's alarm button and 112 when it fails, then the paid emergency number with its price and the spec's warning for defects that endanger no one, and the
 * firm's name. Without codes: every building. Written to qr/ (or --out DIR).
 */
import fs from 'node:fs';
import path from 'node:path';
import QRCode from 'qrcode';
import { firm } from '../src/config/firm';
import { EMERGENCY_NUMBER_WITH_PRICE } from '../src/lib/emergency/emergencyLine';
import { EMERGENCY_WARNING } from '../src/lib/emergency/emergencyMessages';
import {
  buildingAddress,
  normalizeBuildingCode,
  parseBuildingsFile,
  type ManagedBuilding,
} from '../src/lib/reports/reportBuildings';
import { routes } from '../src/lib/routes';
import { absoluteUrl, siteUrl } from '../src/lib/siteUrl';

export function reportUrl(origin: string, code: string): string {
  return `${absoluteUrl(origin, routes.melden)}?gebouw=${encodeURIComponent(code)}`;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The poster of one building, as an SVG of 210 × 297 mm. */
export async function posterSvg(building: ManagedBuilding, origin: string): Promise<string> {
  const url = reportUrl(origin, building.code);
  const qr = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 0 });
  const qrInner = qr.replace(
    /^[\s\S]*?<svg[^>]*viewBox="([^"]+)"[^>]*>/,
    '<svg x="45" y="92" width="120" height="120" viewBox="$1" shape-rendering="crispEdges">',
  );
  const text = (y: number, size: number, content: string, weight = 400) =>
    `<text x="105" y="${y}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${escape(content)}</text>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="210mm" height="297mm" viewBox="0 0 210 297" font-family="Arial, Helvetica, sans-serif" fill="#1b2a3a">
  <title>Defect melden: ${escape(building.name)}</title>
  <rect width="210" height="297" fill="#ffffff"/>
  ${text(30, 13, 'Iets stuk in het gebouw?', 700)}
  ${text(44, 8, 'Meld het hier, met foto’s, zonder account.')}
  ${text(66, 10, building.name, 700)}
  ${text(76, 6, buildingAddress(building))}
  ${qrInner}
  ${text(224, 5, 'Scan de code met de camera van uw smartphone, of surf naar')}
  ${text(232, 4.2, url)}
  <line x1="25" y1="244" x2="185" y2="244" stroke="#c0c8d0" stroke-width="0.4"/>
  ${text(252, 5, 'Brand, rook, gasreuk of iemand in gevaar? Bel 112.', 700)}
  ${text(259, 4.2, 'Vast in de lift? Gebruik de alarmknop. Werkt die niet of antwoordt niemand: bel 112.')}
  ${text(267, 4.4, 'Dringend defect zonder gevaar voor personen, buiten de kantooruren:')}
  ${text(275, 6.5, EMERGENCY_NUMBER_WITH_PRICE, 700)}
  ${text(282.5, 4.2, EMERGENCY_WARNING)}
  ${text(291, 5, firm.name, 700)}
</svg>
`;
}

async function main(): Promise<void> {
  const codes: string[] = [];
  let outDir = path.resolve('qr');
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--out') outDir = path.resolve(argv[++i] ?? 'qr');
    else codes.push(argv[i]);
  }
  const dir = path.resolve(process.env.REPORT_CONTENT_DIR ?? 'content/meldingen');
  const buildings = parseBuildingsFile(JSON.parse(fs.readFileSync(path.join(dir, 'gebouwen.json'), 'utf8')));
  const wanted = codes.length ? codes.map(normalizeBuildingCode) : buildings.map((b) => b.code);
  const unknown = wanted.filter((code) => !buildings.some((b) => b.code === code));
  if (unknown.length) {
    console.error(
      `Onbekende gebouwcode(s): ${unknown.join(', ')}. Bekend: ${buildings.map((b) => b.code).join(', ')}.`,
    );
    process.exit(1);
  }
  const origin = siteUrl(process.env.SITE_URL);
  fs.mkdirSync(outDir, { recursive: true });
  for (const code of wanted) {
    const building = buildings.find((b) => b.code === code)!;
    const file = path.join(outDir, `qr-${code.toLowerCase()}.svg`);
    fs.writeFileSync(file, await posterSvg(building, origin));
    console.log(`${file}  ${reportUrl(origin, code)}${building.sample ? '  (VOORBEELDGEBOUW)' : ''}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
