/**
 * Version of the collation algorithm: the order in which random numbers are drawn, how belts are laid
 * out and how a seed becomes a random stream. It is stored with every generated pack, and the same
 * seed + version + set + template always yields the same packs. Any change that could alter a pack
 * for an existing seed MUST bump this number, so a judge can tell which algorithm produced a pool.
 */
export const ALGORITHM_VERSION = 1;
