import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { statusesFileProblems } from '../statusesFile';

const root = path.resolve(__dirname, '../../..');
const committed = () =>
  JSON.parse(fs.readFileSync(path.join(root, 'content/meldingen/statussen.json'), 'utf8')) as Record<string, unknown>;

function withStatuses(statuses: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'statussen-'));
  fs.mkdirSync(path.join(dir, 'meldingen'));
  fs.writeFileSync(path.join(dir, 'meldingen', 'statussen.json'), JSON.stringify(statuses));
  return dir;
}

describe('content:check on content/meldingen/statussen.json', () => {
  it('accepts the committed words, the merged status included', () => {
    expect(statusesFileProblems(path.join(root, 'content'))).toEqual([]);
    expect(committed().samengevoegd).toMatchObject({ naam: 'Samengevoegd' });
  });

  it('names a status without its words', () => {
    const { samengevoegd: _left, ...rest } = committed();
    const dir = withStatuses(rest);
    expect(statusesFileProblems(dir)).toEqual([expect.stringContaining("de status 'samengevoegd'")]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
