"""POST /api/v1/deals/verify: the card-level replay through the Flask test client."""

import copy
import random

from api.resources.deals import EXAMPLE_DEAL
from shared_rules.dealgen import random_deal
from shared_rules.play import replay

URL = "/api/v1/deals/verify"


def test_the_seed_example_replays_clean(client):
    response = client.post(URL, json=EXAMPLE_DEAL)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body["findings"] == [] and body["complete"] is False
    assert body["tricks"][3] == {
        "number": 4,
        "leader": "P3",
        "cards": ["SK", "SJ", "T15", "S8"],
        "winner": "P1",
        "thirds": 19,
    }
    assert body["settlement"] is None  # a partial deal without a breach is not settled
    assert body == replay(EXAMPLE_DEAL)


def test_a_breach_is_explained_in_german_and_settled_as_renonce(client):
    deal = copy.deepcopy(EXAMPLE_DEAL)
    deal["tricks"][3]["cards"] = ["SK", "T3", "T15", "S8"]  # P4 holds SJ and S10
    body = client.post(URL, json=deal).get_json()
    (finding,) = body["findings"]
    assert finding == {
        "trick": 4,
        "player": "P4",
        "card": "T3",
        "rule": "farbzwang",
        "clause": "cardgames.zone 5",
        "required": ["SJ", "S10"],
        "text": "Pik ausgespielt, P4 hatte Pik Bube, Pik 10 und spielte Tarock III: "
        "Farbzwang, cardgames.zone 5",
    }
    assert body["record"]["renonce"]["players"] == ["P4"]
    assert body["settlement"]["points"] == {"P1": 1, "P2": 1, "P3": 1, "P4": -3}


def test_a_whole_random_deal_with_lower_case_codes(client):
    deal = random_deal("ooe-2023", "solorufer", rng=random.Random(4))
    lower = copy.deepcopy(deal)
    lower["hands"] = {p: [c.lower() for c in h] for p, h in deal["hands"].items()}
    lower["tricks"] = [
        {"leader": t["leader"], "cards": [c.lower() for c in t["cards"]]} for t in deal["tricks"]
    ]
    body = client.post(URL, json=lower).get_json()
    assert body == replay(deal)
    assert body["complete"] and body["findings"] == []
    assert sum(body["thirds"].values()) == 210
    assert sum(body["settlement"]["points"].values()) == 0


def test_not_a_deal_is_a_422_naming_the_field(client, problem):
    deal = copy.deepcopy(EXAMPLE_DEAL)
    deal["hands"]["P2"][0] = "HK"  # HK is P4's
    body = problem(client.post(URL, json=deal), 422)
    assert body["kind"] == "inconsistent" and body["field"] == "hands.P4.0"
    deal = copy.deepcopy(EXAMPLE_DEAL)
    deal["hands"]["P1"] = deal["hands"]["P1"][:11]
    body = problem(client.post(URL, json=deal), 422)
    assert body["field"] == "hands.P1"


def test_schema_errors_are_validation_problems(client, problem):
    deal = copy.deepcopy(EXAMPLE_DEAL)
    deal["tricks"][0]["cards"][1] = "X9"
    body = problem(client.post(URL, json=deal), 422)
    assert body["field"] == "tricks.0.cards.1"
    body = problem(client.post(URL, json={**EXAMPLE_DEAL, "colour": "red"}), 422)
    assert "colour" in body["errors"]
    body = problem(client.post(URL, json={**EXAMPLE_DEAL, "talon_taken": "0"}), 422)
    assert "talon_taken" in body["errors"]


def test_it_is_in_the_openapi_document(client):
    spec = client.get("/api/v1/openapi.json").get_json()
    assert "/api/v1/deals/verify" in spec["paths"]


def test_a_five_player_table_replays_the_four_who_play_and_says_who_sits_out(client):
    deal = copy.deepcopy(EXAMPLE_DEAL)
    deal["players"] = ["P5", "P1", "P2", "P3", "P4"]  # P5 deals and sits out; P1 leads
    deal["dealer"] = "P5"
    response = client.post(URL, json=deal)
    assert response.status_code == 200, response.get_json()
    body = response.get_json()
    assert body == replay(deal)  # the engine's seating (tests/unit/test_play_replay.py)
    assert body["seating"]["sitting_out"] == "P5" and body["seating"]["forehand"] == "P1"
    assert body["findings"] == [] and body["tricks"][3]["winner"] == "P1"
    problem = client.post(URL, json={**deal, "declarer": "P5"}).get_json()
    assert (problem["kind"], problem["field"]) == ("inconsistent", "declarer")


def test_the_kaiserstich_in_negative_games_is_a_house_rule_of_the_replay(client):
    deal = random_deal("ktc-2023", "bettel", seed=3)
    deal["house_rules"] = {"kaiserstich_negative": True}
    response = client.post(URL, json=deal)
    assert response.status_code == 200, response.get_json()
    assert response.get_json() == replay(deal)


# --- Bayerisches Tarock: the Haferltarock replay -------------------------------------------------


def _bavarian(game: str, seed: int) -> dict:
    from shared_rules.haferl import random_deal as haferl_deal

    return haferl_deal("bayerisch", game, seed=seed)


def test_a_random_legal_bavarian_deal_has_no_finding_and_120_augen(client):
    from shared_rules.haferl import replay as haferl_replay

    for seed, game in enumerate(["stockspiel", "solo", "herz_solo", "bettel"] * 3):
        deal = _bavarian(game, seed)
        response = client.post(URL, json=deal)
        assert response.status_code == 200, response.get_json()
        body = response.get_json()
        assert body["findings"] == [], (game, seed)
        assert body["family"] == "haferltarock" and body["complete"] is True
        assert sum(body["augen"].values()) == 120
        assert body == haferl_replay(deal)
        settlement = body["settlement"]
        assert sum(settlement["points"].values()) + settlement["pot"]["points"] == 0


def test_a_bavarian_breach_is_found_named_in_german_and_decides_the_game(client):
    from shared_rules.haferl.dealgen import play_tricks

    broken = {}

    def wrong_card(trick_no, player, hand, table, legal):
        if not broken and table and set(legal) != set(hand):
            broken.update(trick=trick_no, player=player, card=sorted(set(hand) - set(legal))[0])
            return broken["card"]
        return None

    for seed in range(40):
        broken.clear()
        deal = _bavarian("solo", seed)
        deal = play_tricks({**deal, "tricks": []}, random.Random(seed), choose=wrong_card)
        if broken:
            break
    assert broken, "no deal left room for a breach"
    body = client.post(URL, json=deal).get_json()
    first = body["findings"][0]
    assert (first["player"], first["card"]) == (broken["player"], broken["card"])
    assert first["rule"] in ("farbzwang", "trumpfzwang", "stichzwang")
    assert first["text"].endswith(first["clause"]) and "Bayerisch Spielweise" in first["clause"]
    assert body["record"]["breach"]["player"] == broken["player"]
    assert body["won"] is not None and body["settlement"] is not None
    breached_by_declarer = broken["player"] == deal["declarer"]
    assert body["settlement"]["won"] is (not breached_by_declarer)


def test_a_tarock_card_in_a_bavarian_hand_is_a_422_naming_it(client, problem):
    deal = _bavarian("solo", 1)
    deal["hands"][deal["players"][0]][0] = "T21"
    body = problem(client.post(URL, json=deal), 422)
    assert body["field"] == f"hands.{deal['players'][0]}.0"
    assert "German deck" in body["detail"]
