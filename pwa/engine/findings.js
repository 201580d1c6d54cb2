/**
 * A finding of a replay: one breach of a play rule, the same shape in both families (twin of
 * shared_rules/findings.py): its clause from the profile, its German name from ``ruleDe``.
 *
 * @typedef {object} Finding
 * @property {number | null} trick 0: before the first trick (calling, discard)
 * @property {string | null} player
 * @property {string | null} card
 * @property {string} rule
 * @property {string} clause
 * @property {string[]} required the cards the rule asked for
 * @property {string} text
 */

/**
 * @param {{[rule: string]: string}} clauses
 * @param {{[rule: string]: string}} ruleDe
 * @param {number | null} trick
 * @param {string | null} player
 * @param {string | null} card
 * @param {string} rule
 * @param {string} text
 * @param {Iterable<string>} [required]
 * @returns {Finding}
 */
export function finding(clauses, ruleDe, trick, player, card, rule, text, required = []) {
  const clause = clauses[rule];
  return { trick, player, card, rule, clause, required: [...required], text: `${text}: ${ruleDe[rule]}, ${clause}` };
}
