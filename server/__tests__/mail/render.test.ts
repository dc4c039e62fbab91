import { renderMail } from '../../mail/render';

describe('renderMail', () => {
  const mail = renderMail({
    subject: 'Onderwerp\r\nBcc: iemand',
    sections: [
      [{ kind: 'title', text: 'Titel <1>' }],
      [
        { kind: 'paragraph', text: ['Status: ', { strong: '<b>' }, '.'] },
        { kind: 'paragraph', text: 'Tweede & laatste', spaceAfter: 6 },
      ],
      [{ kind: 'facts', rows: [{ label: 'Naam', value: '"An"' }], compact: true }],
      [{ kind: 'textBlock', heading: 'Bericht', text: 'regel 1\nregel <2>' }],
      [
        { kind: 'heading', text: 'Stappen' },
        { kind: 'orderedList', items: ['een', "twee's"] },
      ],
      [
        { kind: 'blankLine' },
        { kind: 'heading', text: 'Alleen in HTML', htmlOnly: true },
        { kind: 'buttons', links: [{ label: 'Open', url: 'https://x.be/?a=1&b=2' }], text: 'list' },
      ],
      [{ kind: 'buttons', links: [{ label: 'Volg', url: 'https://x.be/s' }], text: 'urls' }],
      [{ kind: 'signature', sender: ['Groeten,', 'Kantoor'], identification: ['BV <x>'] }],
      [{ kind: 'smallPrint', lines: ['klein', 'print'], setApart: true }],
    ],
  });

  it('keeps the subject on one line', () => {
    expect(mail.subject).toBe('Onderwerp Bcc: iemand');
    expect(mail.html).toContain('<title>Onderwerp Bcc: iemand</title>');
  });

  it('writes the text part section by section, an empty line between sections', () => {
    expect(mail.text).toBe(
      [
        'Titel <1>',
        '',
        'Status: <b>.',
        'Tweede & laatste',
        '',
        'Naam: "An"',
        '',
        'Bericht:',
        'regel 1',
        'regel <2>',
        '',
        'Stappen',
        '1. een',
        "2. twee's",
        '',
        '',
        '- Open: https://x.be/?a=1&b=2',
        '',
        'https://x.be/s',
        '',
        'Groeten,',
        'Kantoor',
        '',
        '--',
        'BV <x>',
        '',
        'klein',
        'print',
        '',
      ].join('\n'),
    );
  });

  it('escapes everything in the HTML part and leaves out what is text-only', () => {
    for (const raw of ['<1>', '<b>', '"An"', 'regel <2>', "twee's", '<x>', 'a=1&b=2'])
      expect(mail.html).not.toContain(raw);
    expect(mail.html).toContain('<strong>&lt;b&gt;</strong>');
    expect(mail.html).toContain('<p style="margin:0 0 6px">Tweede &amp; laatste</p>');
    expect(mail.html).toContain('<h2 style="font-size:16px;margin:20px 0 6px">Alleen in HTML</h2>');
    expect(mail.html).toContain('href="https://x.be/?a=1&amp;b=2"');
    expect(mail.html).toContain('<ol><li>een</li><li>twee&#39;s</li></ol>');
    expect(mail.html).toContain('<p>Groeten,<br>Kantoor</p>');
    expect(mail.html).toContain('klein<br>print');
    expect(mail.html).not.toContain('--');
  });
});
