/**
 * What each game family has, asked by name (twin of ``FAMILIES`` in shared_rules/families.py):
 * its deck, how many sit at a table and how many play a deal, and whether a sheet pays a stake
 * into a pot that carries from deal to deal (the Haferl). The app asks here, never infers a family
 * from a field (a stake, a missing ``table``). Data only, no engine: the sheet list loads it too.
 */

/** @typedef {import("./types.js").ProfileData} ProfileData */
/** @typedef {{id: string, deck: "tarock" | "german", tableSizes: number[], active: number, hasPot: boolean}} Family */

/** @type {Readonly<Record<string, Readonly<Family>>>} */
export const FAMILIES = Object.freeze({
  koenigrufen: Object.freeze({ id: "koenigrufen", deck: "tarock", tableSizes: [4, 5], active: 4, hasPot: false }),
  haferltarock: Object.freeze({ id: "haferltarock", deck: "german", tableSizes: [3, 4], active: 3, hasPot: true }),
});

/**
 * The family of that id; Königrufen for none or an unknown one (whose loader then refuses it).
 * @type {(id: unknown) => Readonly<Family>}
 */
export const family = (id) => (typeof id === "string" && Object.hasOwn(FAMILIES, id) ? FAMILIES[id] : FAMILIES.koenigrufen);

/**
 * The family of a profile document (a sheet's frozen copy): the one its ``family`` names.
 * @type {(doc: ProfileData | null | undefined) => Readonly<Family>}
 */
export const familyOfProfile = (doc) => family(doc?.family);

/**
 * How many may sit at a table of this profile (its ``table.sizes``, else the family's).
 * @type {(doc: ProfileData | null | undefined) => number[]}
 */
export const tableSizes = (doc) => doc?.table?.sizes ?? familyOfProfile(doc).tableSizes;

/**
 * How many play a deal by this profile (its ``table.active``, else the family's): the dealer sits out.
 * @type {(doc: ProfileData | null | undefined) => number}
 */
export const activeSeats = (doc) => doc?.table?.active ?? familyOfProfile(doc).active;
