/**
 * A finding of a replay: one breach of a play rule, the same shape in both families (twin of
 * shared_rules/findings.py): its clause from the profile, its German name from ``ruleDe``.
 */
export function finding(clauses, ruleDe, trick, player, card, rule, text, required = []) {
  const clause = clauses[rule];
  return { trick, player, card, rule, clause, required: [...required], text: `${text}: ${ruleDe[rule]}, ${clause}` };
}
