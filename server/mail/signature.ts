import { firm } from '../../src/config/firm';
import { identificationLines } from '../../src/lib/firmIdentification';
import type { MailBlock } from './render';

/**
 * The closing of every e-mail the site sends, built here alone: a greeting (for the resident's mails) or the firm's
 * name in grey (its own copy), and the firm's identification. Company law (WVV art. 2:20) and the BIV ask every
 * e-mail to identify the firm: name and form, seat, enterprise number with RPR and court, VAT, BIV recognition,
 * supervisor, code of conduct.
 */
export function signature({ greeting, siteUrl }: { greeting: boolean; siteUrl: string }): MailBlock {
  return {
    kind: 'signature',
    sender: greeting ? ['Met vriendelijke groeten,', firm.name] : [firm.name],
    // How to reach the firm belongs with who it is: its e-mail address and its website.
    identification: [...identificationLines(), `E-mail ${firm.email} · ${siteUrl}`],
    quiet: !greeting,
  };
}
