"""GET /profiles (ETag, 304), GET /profiles/{id} (404), POST /count."""

import shared_rules
from shared_rules.catalogue import all_profile_ids, family_of
from shared_rules.families import raw_profile


def test_profiles_list_is_full_data_of_every_family(client):
    response = client.get("/api/v1/profiles")
    assert response.status_code == 200
    body = response.get_json()
    assert [p["id"] for p in body["profiles"]] == list(all_profile_ids())
    assert {p["family"] for p in body["profiles"]} == {"koenigrufen", "haferltarock"}
    assert all(p["family"] == family_of(p["id"]) for p in body["profiles"])
    assert body["default"] == "ooe-2023"
    assert body["profiles"][2] == shared_rules.raw_profile(body["profiles"][2]["id"])
    assert response.headers["ETag"]


def test_a_bavarian_profile_is_served_as_its_engine_reads_it(client):
    response = client.get("/api/v1/profiles/bayerisch")
    assert response.status_code == 200
    assert response.get_json() == raw_profile("bayerisch")
    assert response.get_json()["family"] == "haferltarock"


def test_profile_and_conditional_get(client):
    response = client.get("/api/v1/profiles/tirol-2026")
    assert response.status_code == 200
    assert response.get_json() == shared_rules.raw_profile("tirol-2026")
    etag = response.headers["ETag"]
    assert response.headers["Cache-Control"] == "no-cache"
    again = client.get("/api/v1/profiles/tirol-2026", headers={"If-None-Match": etag})
    assert again.status_code == 304
    assert again.data == b""
    assert again.headers["ETag"] == etag
    other = client.get("/api/v1/profiles/ooe-2023", headers={"If-None-Match": etag})
    assert other.status_code == 200 and other.headers["ETag"] != etag
    listing = client.get("/api/v1/profiles")
    assert (
        client.get(
            "/api/v1/profiles", headers={"If-None-Match": listing.headers["ETag"]}
        ).status_code
        == 304
    )


def test_unknown_profile_is_404_problem(client, problem):
    body = problem(client.get("/api/v1/profiles/wien-1900"), 404)
    assert "wien-1900" in body["detail"]


def test_count(client):
    response = client.post("/api/v1/count", json={"cards": ["hk", "SJ", "T15", "S8"]})
    assert response.status_code == 200
    assert response.get_json() == {
        "cards": ["HK", "SJ", "T15", "S8"],
        "card_count": 4,
        "thirds": 19,
        "notation": "6/1",
        "points": 6,
        "blatt": 1,
        "rest": {"thirds": 191, "notation": "63/2"},
    }


def test_count_whole_deck_and_nothing(client):
    from shared_rules.cards import DECK

    body = client.post("/api/v1/count", json={"cards": list(DECK)}).get_json()
    assert (body["thirds"], body["notation"], body["rest"]["thirds"]) == (210, "70/0", 0)
    body = client.post("/api/v1/count", json={"cards": []}).get_json()
    assert (body["thirds"], body["notation"]) == (0, "0/0")


def test_count_rejects_unknown_and_duplicate_cards_by_index(client, problem):
    body = problem(client.post("/api/v1/count", json={"cards": ["HK", "X9", "SJ", "hk"]}), 422)
    assert set(body["errors"]) == {"cards.1", "cards.3"}
    assert "already counted at index 0" in body["errors"]["cards.3"][0]
    body = problem(client.post("/api/v1/count", json={"cards": ["HK", 7]}), 422)
    assert set(body["errors"]) == {"cards.1"}
    body = problem(client.post("/api/v1/count", json={"cards": ["T1"] * 55}), 422)
    assert "cards" in body["errors"]
    body = problem(client.post("/api/v1/count", json={"cards": ["T1"], "side": "x"}), 422)
    assert set(body["errors"]) == {"side"}


# --- German cards: a bayerisch profile counts in Augen -------------------------------------------


def test_count_german_cards_in_augen(client):
    response = client.post(
        "/api/v1/count", json={"profile": "bayerisch", "cards": ["ea", "S10", "HK"]}
    )
    assert response.status_code == 200, response.get_json()
    assert response.get_json() == {
        "profile": "bayerisch",
        "cards": ["EA", "S10", "HK"],
        "card_count": 3,
        "augen": 25,
        "deck_augen": 120,
        "rest": {"augen": 95},
    }


def test_the_whole_german_deck_is_120_augen(client):
    from shared_rules.haferl.cards import DECK

    body = client.post("/api/v1/count", json={"profile": "bayerisch", "cards": list(DECK)}).json
    assert (body["augen"], body["rest"]["augen"], body["card_count"]) == (120, 0, 36)


def test_a_tarock_card_on_a_bavarian_profile_is_refused_by_index(client, problem):
    body = problem(
        client.post("/api/v1/count", json={"profile": "bayerisch", "cards": ["EA", "T21", "ea"]}),
        422,
    )
    assert set(body["errors"]) == {"cards.1", "cards.2"}
    assert body["field"] == "cards.1" and "German deck" in body["errors"]["cards.1"][0]
    assert "already counted at index 0" in body["errors"]["cards.2"][0]


def test_a_german_card_on_a_koenigrufen_profile_is_refused(client, problem):
    body = problem(
        client.post("/api/v1/count", json={"profile": "ooe-2023", "cards": ["HK", "EA"]}), 422
    )
    assert set(body["errors"]) == {"cards.1"}
    body = problem(client.post("/api/v1/count", json={"profile": "wien-1900", "cards": []}), 422)
    assert body["field"] == "profile"
