/** Groups of cards: `remove` (§10.5), `cover` (§10.6), `between` (§10.7). */
export const remove = () => [];
export const cover = () => [];
export const between = () => [];
