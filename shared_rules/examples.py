"""Example deals: the worked example of seed 002 (cardgames.zone), as the API docs and tests use it.

Player 1 plays a Rufer and calls the king of hearts (Player 4 holds it), takes the left talon half
(DQ, T14, S7), discards S7, D1, D2; in trick 4 Player 3 leads the king of spades, Player 4 follows
with the jack, Player 1 must play tarock (XV), Player 2 follows with the 8 of spades. The seed shows
only that trick; the other eleven are one legal way the deal can have gone.

>>> from shared_rules.play import replay
>>> replay(SEED_002_DEAL)["tricks"][3]["winner"]
'P1'
"""

SEED_002_DEAL = {
    "profile": "cardgames-zone",
    "players": ["P1", "P2", "P3", "P4"],
    "hands": {
        "P1": ["D1", "D2", "T15", "H1", "T10", "T4", "H2", "HJ", "T6", "T18", "CN", "T8"],
        "P2": ["S8", "T12", "D4", "T1", "DJ", "C9", "CJ", "HQ", "C7", "T17", "H4", "T5"],
        "P3": ["SK", "D3", "DN", "T21", "T11", "SQ", "S9", "SN", "T13", "SKUS", "T19", "C8"],
        "P4": ["HK", "SJ", "S10", "DK", "T16", "T3", "T20", "T7", "C10", "HN", "T9", "CQ"],
    },
    "talon": [["DQ", "T14", "S7"], ["CK", "H3", "T2"]],
    "game": "rufer",
    "declarer": "P1",
    "called_king": "HK",
    "talon_taken": 0,
    "discard": ["S7", "D1", "D2"],
    "announcements": [],
    "tricks": [
        {"leader": "P1", "cards": ["CN", "CJ", "C8", "C10"]},
        {"leader": "P1", "cards": ["T14", "T12", "T11", "T20"]},
        {"leader": "P4", "cards": ["HN", "HJ", "H4", "SKUS"]},
        {"leader": "P3", "cards": ["SK", "SJ", "T15", "S8"]},
        {"leader": "P1", "cards": ["DQ", "D4", "DN", "DK"]},
        {"leader": "P4", "cards": ["T16", "T8", "T5", "T19"]},
        {"leader": "P3", "cards": ["D3", "T3", "T6", "DJ"]},
        {"leader": "P1", "cards": ["H2", "HQ", "T21", "HK"]},
        {"leader": "P3", "cards": ["SN", "S10", "T10", "T17"]},
        {"leader": "P2", "cards": ["C9", "T13", "CQ", "T18"]},
        {"leader": "P1", "cards": ["H1", "T1", "SQ", "T9"]},
        {"leader": "P4", "cards": ["T7", "T4", "C7", "S9"]},
    ],
}
