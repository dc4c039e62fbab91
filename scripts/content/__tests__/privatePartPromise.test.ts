import fs from 'node:fs';
import path from 'node:path';

const content = path.resolve(__dirname, '../../../content');
const read = (file: string) => fs.readFileSync(path.join(content, file), 'utf8');

/** The sentence that says what happens with a defect in a private part. */
const privatePartSentence = (text: string) => /Gaat het om een privatief deel[^.]*\./.exec(text)?.[0];

describe('a defect in a private part', () => {
  it('gets one promise: the same on the thank-you page and in the acknowledgement', () => {
    const acknowledgement = JSON.parse(read('meldingen/bevestiging.json')).melding.volgendeStappen.join(' ');
    const promise = privatePartSentence(acknowledgement);
    expect(promise).toBeDefined();
    expect(privatePartSentence(read('pages/melden-bedankt.md'))).toBe(promise);
  });
});
