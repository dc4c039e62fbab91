import { escapeHtml, oneLine } from './formats';

/** A link the e-mail offers as a button (HTML) or a line (text). */
export interface MailLink {
  label: string;
  url: string;
}

/** One line of a facts table. */
export interface MailFact {
  label: string;
  value: string;
}

/** Part of a paragraph: plain text, or text set in bold in the HTML part. */
export type Inline = string | { strong: string };

/** The building blocks of an e-mail; every string in them is text, escaped in the HTML part. */
export type MailBlock =
  /** The mail's heading. */
  | { kind: 'title'; text: string }
  /** A section heading; `htmlOnly`: the text part goes without it. */
  | { kind: 'heading'; text: string; htmlOnly?: boolean }
  /** `spaceAfter`: the paragraph's bottom margin in px, for lines that belong together. */
  | { kind: 'paragraph'; text: string | readonly Inline[]; spaceAfter?: number }
  /** Label and value per line; `compact`: less padding. */
  | { kind: 'facts'; rows: readonly MailFact[]; compact?: boolean }
  /** Long text under its heading, with its line breaks kept. */
  | { kind: 'textBlock'; heading: string; text: string }
  | { kind: 'orderedList'; items: readonly string[] }
  /** Buttons in HTML; in text a line '- label: url' per link ('list'), or the bare URLs ('urls'). */
  | { kind: 'buttons'; links: readonly MailLink[]; text: 'list' | 'urls' }
  /** Grey and small; `setApart`: with room above it. */
  | { kind: 'smallPrint'; lines: readonly string[]; setApart?: boolean }
  /** The sender's lines, then the firm's identification under the signature delimiter. `quiet`: the sender in grey. */
  | { kind: 'signature'; sender: readonly string[]; identification: readonly string[]; quiet?: boolean }
  /** An empty line in the text part; the HTML part spaces with margins. */
  | { kind: 'blankLine' };

/**
 * An e-mail as sections of blocks. In the text part the sections are separated by an empty line and the blocks of one
 * section follow each other line by line; in the HTML part every block is its own element.
 */
export interface MailContent {
  subject: string;
  sections: ReadonlyArray<readonly MailBlock[]>;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BODY_STYLE = 'font-family:Arial,sans-serif;font-size:15px;line-height:1.5;color:#1b2a3a';
const HEADING_STYLE = 'font-size:16px;margin:20px 0 6px';
const SMALL_PRINT_STYLE = 'color:#555;font-size:13px';
const IDENTIFICATION_STYLE = 'color:#555;font-size:12px;line-height:1.4;margin-top:16px';
const BUTTON_STYLE =
  'display:inline-block;margin:0 8px 8px 0;padding:8px 14px;border-radius:6px;background:#1b4f8a;color:#ffffff;text-decoration:none;font-weight:bold';

const inlineText = (text: string | readonly Inline[]) =>
  typeof text === 'string' ? text : text.map((part) => (typeof part === 'string' ? part : part.strong)).join('');

const inlineHtml = (text: string | readonly Inline[]) =>
  typeof text === 'string'
    ? escapeHtml(text)
    : text
        .map((part) => (typeof part === 'string' ? escapeHtml(part) : `<strong>${escapeHtml(part.strong)}</strong>`))
        .join('');

const lines = (texts: readonly string[]) => texts.map(escapeHtml).join('<br>');

function blockText(block: MailBlock): string[] {
  switch (block.kind) {
    case 'title':
      return [block.text];
    case 'heading':
      return block.htmlOnly ? [] : [block.text];
    case 'paragraph':
      return [inlineText(block.text)];
    case 'facts':
      return block.rows.map((row) => `${row.label}: ${row.value}`);
    case 'textBlock':
      return [`${block.heading}:`, block.text];
    case 'orderedList':
      return block.items.map((item, index) => `${index + 1}. ${item}`);
    case 'buttons':
      return block.links.map((link) => (block.text === 'list' ? `- ${link.label}: ${link.url}` : link.url));
    case 'smallPrint':
      return [...block.lines];
    case 'signature':
      return [...block.sender, '', '--', ...block.identification];
    case 'blankLine':
      return [''];
  }
}

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'title':
      return `<h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(block.text)}</h1>`;
    case 'heading':
      return `<h2 style="${HEADING_STYLE}">${escapeHtml(block.text)}</h2>`;
    case 'paragraph': {
      const style = block.spaceAfter === undefined ? '' : ` style="margin:0 0 ${block.spaceAfter}px"`;
      return `<p${style}>${inlineHtml(block.text)}</p>`;
    }
    case 'facts': {
      const padding = block.compact ? '4px 12px 4px 0' : '6px 12px 6px 0';
      const cell = `padding:${padding};vertical-align:top;text-align:left`;
      const rows = block.rows.map(
        (row) =>
          `<tr><th style="${cell}">${escapeHtml(row.label)}</th><td style="${cell}">${escapeHtml(row.value)}</td></tr>`,
      );
      return `<table role="presentation" style="border-collapse:collapse">${rows.join('')}</table>`;
    }
    case 'textBlock':
      return `<h2 style="${HEADING_STYLE}">${escapeHtml(block.heading)}</h2><p style="white-space:pre-wrap;margin:0">${escapeHtml(block.text)}</p>`;
    case 'orderedList':
      return `<ol>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ol>`;
    case 'buttons':
      return `<p>${block.links.map((link) => `<a href="${escapeHtml(link.url)}" style="${BUTTON_STYLE}">${escapeHtml(link.label)}</a>`).join('')}</p>`;
    case 'smallPrint':
      return `<p style="${block.setApart ? 'margin-top:24px;' : ''}${SMALL_PRINT_STYLE}">${lines(block.lines)}</p>`;
    case 'signature':
      return `<p${block.quiet ? ` style="${SMALL_PRINT_STYLE}"` : ''}>${lines(block.sender)}</p><p style="${IDENTIFICATION_STYLE}">${lines(block.identification)}</p>`;
    case 'blankLine':
      return '';
  }
}

/** The subject on one line, the text part, and the HTML part in which everything is escaped. */
export function renderMail({ subject, sections }: MailContent): RenderedMail {
  const line = oneLine(subject);
  const text = `${sections.map((blocks) => blocks.flatMap(blockText).join('\n')).join('\n\n')}\n`;
  const body = sections.flatMap((blocks) => blocks.map(blockHtml)).join('');
  const html = `<!DOCTYPE html><html lang="nl-BE"><head><meta charset="utf-8"><title>${escapeHtml(line)}</title></head><body style="${BODY_STYLE}">${body}</body></html>`;
  return { subject: line, text, html };
}
