"""The replay's phases return frozen values in order: contract → play → outcome."""

import dataclasses

import pytest

from shared_rules.dealgen import random_deal
from shared_rules.play import Contract, Play, Replay, read_replay


def test_each_phase_returns_a_frozen_value_the_next_one_takes():
    deal = random_deal("ooe-2023", "rufer", seed=11)
    state = Replay(read_replay(deal))
    contract = state.contract()
    assert isinstance(contract, Contract)
    with pytest.raises(dataclasses.FrozenInstanceError):
        contract.partner = "Anna"  # type: ignore[misc]
    play = state.play(contract)
    assert isinstance(play, Play) and play.complete and len(play.tricks) == 12
    with pytest.raises(dataclasses.FrozenInstanceError):
        play.tricks = ()  # type: ignore[misc]
    out = state.outcome(contract, play)
    assert out == Replay(read_replay(deal)).run()
    assert sum(out["thirds"].values()) == 210


def test_the_contract_knows_the_partner_and_the_cards_in_play_before_trick_one():
    deal = random_deal("ooe-2023", "rufer", seed=5)
    contract = Replay(read_replay(deal)).contract()
    called = deal["called_king"]
    assert contract.partner == contract.holder.get(called) or contract.king_in_talon
    assert sum(len(h) for h in contract.hands.values()) == 48
    assert sum(len(c) for c in contract.talon_cards.values()) == 6
