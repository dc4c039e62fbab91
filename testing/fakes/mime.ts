/**
 * Just enough MIME decoding for tests to read what nodemailer sent: headers (with encoded words),
 * and the text/plain and text/html parts (quoted-printable or base64), one level of multipart.
 */
export interface DecodedMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

function splitHeadersAndBody(raw: string): [Record<string, string>, string] {
  const end = raw.search(/\r?\n\r?\n/);
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? '' : raw.slice(end).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return [headers, body];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const softBroken = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < softBroken.length; i++) {
    const char = softBroken[i];
    if (char === '=' && /^[0-9A-F]{2}$/i.test(softBroken.slice(i + 1, i + 3))) {
      bytes.push(parseInt(softBroken.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export function decodeMail(raw: string): DecodedMail {
  const [headers, body] = splitHeadersAndBody(raw);
  const parts: Record<string, string> = {};
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders['content-type'] ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith('multipart/') && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith('--')) break;
        const [h, b] = splitHeadersAndBody(section.replace(/^\r?\n/, ''));
        collect(h, b);
      }
      return;
    }
    const mime = type.split(';')[0].trim().toLowerCase();
    parts[mime] ??= decodeBody(partBody.replace(/\r?\n$/, ''), partHeaders['content-transfer-encoding']);
  };
  collect(headers, body);
  return {
    headers,
    subject: decodeEncodedWords(headers.subject ?? ''),
    text: parts['text/plain'] ?? '',
    html: parts['text/html'] ?? '',
  };
}
