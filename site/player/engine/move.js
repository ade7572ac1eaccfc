/** Moves and move errors. */

/** A move text that names no legal move (§14). */
export class MoveError extends Error {
  constructor(message) {
    super(message);
    this.name = 'MoveError';
  }
}

/** A legal move: {text, rule, from, to, count}; the effect is kept out of sight. */
export class Move {
  constructor(text, rule, from, to, count, effect, extra = {}) {
    this.text = text;
    this.rule = rule;
    this.from = from;
    this.to = to;
    this.count = count;
    Object.defineProperty(this, 'effect', { value: effect });
    Object.defineProperty(this, 'extra', { value: extra });
  }
}
