/** Procedures: tuck, cycle, swap, fetch, flip, strip, lift, collect, pass (§10.8–10.9). */
export const tuck = () => [];
export const cycle = () => [];
export const swap = () => [];
export const fetch = () => [];
export const flip = () => [];
export const strip = () => [];
export const lift = () => [];
export const collect = () => [];
export const pass = () => [];
