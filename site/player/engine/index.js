/** The patience rule language executor (schema/LANGUAGE.md), for node and the browser. */

export { loadRules, RulesError } from './rules.js';
export { Game } from './game.js';
export { Move, MoveError } from './move.js';
