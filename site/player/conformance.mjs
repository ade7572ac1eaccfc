#!/usr/bin/env node
/** Replay the conformance records (checks/conformance/*.jsonl, LANGUAGE.md §19) with the JS executor. */

import { readFileSync, readdirSync } from 'node:fs';
import { join, basename, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRules, Game } from './engine/index.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `usage: node site/player/conformance.mjs [--json] [FILES...]

Replays conformance records (default: every checks/conformance/*.jsonl; the file name
<rule set>[~<variant>].jsonl names rules_json/<rule set>.json and the variant) and prints
one line per disagreeing file, then "conformance: A of N records agree across R rule sets".
Exit status 1 unless every record agrees. --json prints a JSON summary instead.

example: node site/player/conformance.mjs checks/conformance/klondike-nl~draw-3.jsonl`;

/** A short diff of two position texts: the first differing lines. */
function diff(want, got) {
  const a = want.split('\n');
  const b = got.split('\n');
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if (a[i] !== b[i]) return `line ${i + 1}: want ${JSON.stringify(a[i] ?? '')} got ${JSON.stringify(b[i] ?? '')}`;
  return '';
}

/** Check one file: {records, agree, first (disagreement or null)}. */
function checkFile(path, schema) {
  const name = basename(path, '.jsonl');
  const [set, ...variants] = name.split('~');
  const records = readFileSync(path, 'utf8').split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l));
  const out = { file: name, records: records.length, agree: 0, first: null };
  const fail = (i, r, what) => {
    if (!out.first) out.first = `record ${i + 1} (seed ${r.seed}, step ${r.step}): ${what}`;
  };
  let game;
  try {
    game = new Game(loadRules(JSON.parse(readFileSync(join(ROOT, 'rules_json', `${set}.json`), 'utf8')), schema, variants));
  } catch (e) {
    out.first = `rules: ${e.message}`;
    return out;
  }
  let pos = null;
  let broken = false;
  records.forEach((r, i) => {
    try {
      if (r.step === 0) {
        pos = game.deal(r.seed);
        broken = false;
      }
      if (broken || !pos) return fail(i, r, 'an earlier record of this seed failed');
      const text = game.positionText(pos);
      if (text !== r.position) return ((broken = true), fail(i, r, `position differs: ${diff(r.position, text)}`));
      const legal = game.legalMoves(pos).map((m) => m.text).sort();
      if (JSON.stringify(legal) !== JSON.stringify(r.legal)) {
        broken = true;
        const extra = legal.filter((t) => !r.legal.includes(t));
        const missing = r.legal.filter((t) => !legal.includes(t));
        return fail(i, r, `legal moves differ: extra ${JSON.stringify(extra.slice(0, 6))} missing ${JSON.stringify(missing.slice(0, 6))}`);
      }
      if (game.isWon(pos) !== r.won) return ((broken = true), fail(i, r, `win flag: want ${r.won}`));
      if (r.chosen !== undefined) game.push(pos, game.parseMove(pos, r.chosen));
      if (r.after !== undefined && game.positionText(pos) !== r.after)
        return ((broken = true), fail(i, r, `position after ${r.chosen} differs: ${diff(r.after, game.positionText(pos))}`));
      out.agree++;
    } catch (e) {
      broken = true;
      fail(i, r, `error: ${e.stack.split('\n').slice(0, 3).join(' | ')}`);
    }
  });
  return out;
}

function main(argv) {
  if (argv.includes('--help') || argv.includes('-h')) return console.log(USAGE), 0;
  const json = argv.includes('--json');
  let files = argv.filter((a) => !a.startsWith('--'));
  if (!files.length) {
    const dir = join(ROOT, 'checks', 'conformance');
    files = readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort().map((f) => join(dir, f));
  }
  const schema = JSON.parse(readFileSync(join(ROOT, 'schema', 'patience-rules.schema.json'), 'utf8'));
  const results = [];
  for (const f of files) {
    const t = Date.now();
    const r = checkFile(f, schema);
    results.push(r);
    process.stderr.write(`${r.file}: ${r.agree}/${r.records} (${Date.now() - t} ms)\n`);
  }
  const A = results.reduce((s, r) => s + r.agree, 0);
  const N = results.reduce((s, r) => s + r.records, 0);
  if (json) console.log(JSON.stringify({ agree: A, records: N, rule_sets: results.length, files: results }, null, 1));
  else {
    for (const r of results) if (r.first) console.log(`${r.file}: ${r.first}`);
    console.log(`conformance: ${A} of ${N} records agree across ${results.length} rule sets`);
  }
  return A === N ? 0 : 1;
}

process.exitCode = main(process.argv.slice(2));
