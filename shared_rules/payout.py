"""Who pays whom, with the fewest transfers: the Python twin of ``payout`` in pwa/app/model.js.

Split the parties into as many groups summing to zero as possible (a group of k needs k − 1
transfers), by dynamic programming over subsets; within a group the biggest debtor pays the
biggest creditor until all are even. Exact for up to ``MAX_EXACT`` parties with a balance (a
table, a round's season); beyond that the groups are not searched (2^n subsets) and the whole is
one group: at most n − 1 transfers, still exact amounts. Amounts are ints or Fractions (halves of
a cent stay exact), never floats.

>>> fewest_transfers({"Anna": 30, "Bernd": -10, "Clara": -20, "David": 0})
[('Clara', 'Anna', 20), ('Bernd', 'Anna', 10)]
>>> fewest_transfers({"A": 5, "B": -5, "C": 7, "D": -7})  # two pairs: 2 transfers, not 3
[('B', 'A', 5), ('D', 'C', 7)]
"""

from __future__ import annotations

from collections.abc import Mapping

from .types import Amount

#: the most parties (with a balance other than 0) whose zero-sum groups are searched exactly
MAX_EXACT = 12


def fewest_transfers(balances: Mapping[str, Amount]) -> list[tuple[str, str, Amount]]:
    """(from, to, amount) transfers that even out ``balances`` (which sum to 0)."""
    names = [p for p, v in balances.items() if v != 0]
    groups = _groups(names, balances) if len(names) <= MAX_EXACT else [names]
    out: list[tuple[str, str, Amount]] = []
    for group in groups:
        out.extend(_settle_group(group, balances))
    return out


def _groups(names: list[str], balances: Mapping[str, Amount]) -> list[list[str]]:
    n = len(names)
    full = (1 << n) - 1
    total: list[Amount] = [0] * (full + 1)
    best = [0] * (full + 1)
    came = [-1] * (full + 1)
    for mask in range(1, full + 1):
        low = mask & -mask
        total[mask] = total[mask ^ low] + balances[names[low.bit_length() - 1]]
        best[mask] = -1
        for i in range(n):
            if mask & (1 << i) and best[mask ^ (1 << i)] > best[mask]:
                best[mask] = best[mask ^ (1 << i)]
                came[mask] = i
        if total[mask] == 0:
            best[mask] += 1
    # walk back: the remaining parties sum to zero exactly where one group ends
    groups: list[list[str]] = []
    group: list[str] = []
    mask = full
    while mask:
        i = came[mask]
        group.append(names[i])
        mask ^= 1 << i
        if total[mask] == 0:
            groups.append(group)
            group = []
    return groups


def _settle_group(
    group: list[str], balances: Mapping[str, Amount]
) -> list[tuple[str, str, Amount]]:
    left = {p: balances[p] for p in group}
    out: list[tuple[str, str, Amount]] = []
    while True:
        still = [p for p in group if left[p] != 0]
        if len(still) < 2:
            return out
        debtor = min(still, key=lambda p: left[p])
        creditor = max(still, key=lambda p: left[p])
        amount = min(-left[debtor], left[creditor])
        out.append((debtor, creditor, amount))
        left[debtor] += amount
        left[creditor] -= amount
