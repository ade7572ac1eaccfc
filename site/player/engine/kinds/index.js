/** The rule kinds (§10): each maps (game, position, rule) to the rule's moves, in the kind's order. */

import { move, draw } from './cardmoves.js';
import { deal, redeal, sort } from './dealing.js';
import { remove, cover, between } from './groups.js';
import { tuck, cycle, swap, fetch, flip, strip, lift, collect, pass } from './procedures.js';

export const KINDS = { move, draw, deal, redeal, remove, cover, between, tuck, cycle, swap, fetch, flip, strip, lift, collect, pass, sort };
