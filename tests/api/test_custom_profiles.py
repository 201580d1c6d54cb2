"""A sheet with its own rule set (issue 22, docs/rules.md §4.2): ``custom_profile`` {base, id, name,
version, switches} built by the engine, frozen into the sheet, settled with it on every entry write,
exported and imported again; never under an official id or name. On SQLite and PostgreSQL.

The expected numbers are those of the vectors (shared_rules/vectors/*.json): each case's
``house_rules`` become the custom profile's switches, and the sheet settles the record as the
vector does under the official profile with those house rules."""

import base64
import hashlib
import json
import secrets
import uuid
from pathlib import Path

import pytest

from shared_rules import raw_profile
from tests.support.databases import postgres_database, sqlite_database

from .conftest import is_problem, make_app

VECTORS = Path(__file__).resolve().parents[2] / "shared_rules" / "vectors"
#: one vector file per group of structural switches (issue 22)
GROUPS = [
    "valat-addon",
    "trischaken-schemes",
    "solo-king-in-talon",
    "points-premium",
    "besserdreier",
    "trischaken-ties",  # issue 35: another group's Trischaken ties and Jungfrauen
]
OWN = {"id": "stammtisch-linz", "name": "Stammtisch Linz", "version": "2026-12"}
#: the sheet supplies these; an entry's record leaves them out
SHEET_KEYS = ("profile", "house_rules", "players", "cents_per_point")


def _cases(group: str) -> list[dict]:
    """The cases of a group that a custom profile expresses: settled (not refused), with switches,
    on a Königrufen base."""
    cases = json.loads((VECTORS / f"{group}.json").read_text(encoding="utf-8"))["cases"]
    return [
        c
        for c in cases
        if c.get("expected")
        and c["record"].get("house_rules")
        and c["record"].get("profile", "ooe-2023") != "cardgames-zone"
    ]


CASES = [(g, i, c) for g in GROUPS for i, c in enumerate(_cases(g))]


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def client(request, tmp_path_factory):
    """One app per database for this module's requests."""
    if request.param == "sqlite":
        with sqlite_database(tmp_path_factory.mktemp("custom")) as url:
            yield make_app(DATABASE_URL=url).test_client()
        return
    with postgres_database(request.getfixturevalue("pg_base_url")) as url:
        yield make_app(DATABASE_URL=url).test_client()


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def tokens() -> tuple[str, str]:
    """A random edit token and the view token derived from it (PUT /sheets/{id})."""
    edit = secrets.token_urlsafe(32)
    digest = hashlib.sha256(("tarock-view-token:" + edit).encode()).digest()
    return edit, base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def custom(base: str = "ooe-2023", **switches) -> dict:
    return {"base": base, **OWN, "switches": switches}


def create(client, players, custom_profile, **more) -> tuple[dict, str]:
    r = client.post(
        "/api/v1/sheets", json={"players": players, "custom_profile": custom_profile, **more}
    )
    assert r.status_code == 201, r.get_json()
    return r.get_json()["sheet"], r.get_json()["edit_token"]


def put_entry(client, sheet_id: str, edit: str, record: dict) -> dict:
    body = {"revision": 1, "record": {k: v for k, v in record.items() if k not in SHEET_KEYS}}
    r = client.put(
        f"/api/v1/sheets/{sheet_id}/entries/{uuid.uuid4()}", json=body, headers=bearer(edit)
    )
    assert r.status_code == 201, r.get_json()
    return r.get_json()


@pytest.mark.parametrize(("group", "n", "case"), CASES, ids=[f"{g}-{n}" for g, n, _ in CASES])
def test_a_custom_profile_settles_each_switch_group_as_its_vectors(client, group, n, case):
    record = case["record"]
    base = record.get("profile", "ooe-2023")
    sheet, edit = create(client, record["players"], custom(base, **record["house_rules"]))
    assert sheet["profile"] == {"id": OWN["id"], "version": OWN["version"]}
    assert sheet["house_rules"] == {}  # the switches are baked into the frozen document
    assert sheet["custom_profile"]["base"] == {"id": base, "version": raw_profile(base)["version"]}
    written = put_entry(client, sheet["id"], edit, record)
    result = written["entry"]["result"]
    assert result["points"] == case["expected"]["points"], case["name"]
    assert result["money_cents"] == case["expected"]["money_cents"], case["name"]
    assert result["profile"] == {"id": OWN["id"], "version": OWN["version"]}
    assert sum(result["points"].values()) == 0
    assert written["sheet"]["totals"]["points"] == case["expected"]["points"]


def test_the_same_deal_settles_otherwise_under_the_official_base(client):
    """The valat add-on is the custom profile's: an OÖ sheet settles the same deal ×8."""
    case = _cases("valat-addon")[0]
    record = case["record"]
    r = client.post("/api/v1/sheets", json={"players": record["players"], "profile": "ooe-2023"})
    official = r.get_json()
    result = put_entry(client, official["sheet"]["id"], official["edit_token"], record)
    assert result["entry"]["result"]["points"]["Anna"] == 8  # the game ×8, not 1 + 8
    assert "custom_profile" not in official["sheet"]


def test_the_frozen_document_is_the_custom_profile_and_the_official_list_stays(client):
    sheet, edit = create(client, ["Anna", "Bernd", "Clara", "David"], custom(valat_mode="premium"))
    frozen = client.get(f"/api/v1/sheets/{sheet['id']}/profile", headers=bearer(edit)).get_json()
    doc = frozen["profile"]
    assert (doc["id"], doc["name"], doc["version"]) == (OWN["id"], OWN["name"], OWN["version"])
    assert doc["valat"]["mode"] == "premium" and "default" not in doc
    listed = client.get("/api/v1/profiles").get_json()["profiles"]
    assert OWN["id"] not in [p["id"] for p in listed]
    assert client.get(f"/api/v1/profiles/{OWN['id']}").status_code == 404


@pytest.mark.parametrize(
    ("custom_profile", "field"),
    [
        (custom(valat_mode="sometimes"), "custom_profile.switches.valat_mode"),
        (custom(schnaps=True), "custom_profile.switches.schnaps"),
        (custom("cardgames-zone", valat_mode="premium"), "custom_profile.switches.valat_mode"),
        ({**custom(), "id": "ooe-2023"}, "custom_profile.id"),
        ({**custom(), "name": "Tiroler Tarockcup (Turnierregeln 4/2026, Kursregeln 3/2025)"},
         "custom_profile.name"),
        ({**custom(), "base": "bayerisch"}, "custom_profile.base"),
    ],
    ids=["bad-choice", "unknown-switch", "base-without-valat", "official-id", "official-name",
         "haferl-base"],
)  # fmt: skip
def test_an_invalid_overlay_is_a_422_naming_the_switch(client, custom_profile, field):
    edit, view = tokens()
    for method, path, extra in (
        ("POST", "/api/v1/sheets", {}),
        ("PUT", f"/api/v1/sheets/{uuid.uuid4()}", {"view_token": view}),
    ):
        body = {"players": ["Anna", "Bernd", "Clara", "David"], "custom_profile": custom_profile}
        r = client.open(path, method=method, json={**body, **extra}, headers=bearer(edit))
        problem = is_problem(r, 422)
        assert problem["field"] == field, problem


def test_a_custom_profile_takes_no_profile_beside_it(client):
    body = {"players": ["Anna", "Bernd", "Clara", "David"], "profile": "ooe-2023"}
    problem = is_problem(
        client.post("/api/v1/sheets", json={**body, "custom_profile": custom()}), 422
    )
    assert problem["field"] == "profile"


def _exported(client) -> dict:
    case = _cases("trischaken-schemes")[-1]  # "the other rule set": six switches at once
    record = case["record"]
    sheet, edit = create(client, record["players"], custom(**record["house_rules"]))
    put_entry(client, sheet["id"], edit, record)
    return client.get(f"/api/v1/sheets/{sheet['id']}/export.json", headers=bearer(edit)).get_json()


def test_export_and_import_keep_the_custom_profile(client):
    export = _exported(client)
    assert export["sheet"]["profile"]["data"]["base"]["id"] == "ooe-2023"
    r = client.post("/api/v1/sheets/import", json=export)
    assert r.status_code == 201, r.get_json()
    imported = r.get_json()
    assert imported["sheet"]["profile"] == {"id": OWN["id"], "version": OWN["version"]}
    assert imported["sheet"]["custom_profile"] == export["sheet"]["custom_profile"]
    assert imported["sheet"]["totals"] == export["sheet"]["totals"]
    again = client.get(
        f"/api/v1/sheets/{imported['sheet']['id']}/export.json",
        headers=bearer(imported["edit_token"]),
    ).get_json()
    assert again["sheet"]["profile"]["data"] == export["sheet"]["profile"]["data"]


def _forged(export: dict, change) -> dict:
    forged = json.loads(json.dumps(export))
    change(forged["sheet"]["profile"])
    return forged


@pytest.mark.parametrize(
    ("change", "field", "kind"),
    [
        # a custom document under an official id: the engine's rule, and the label's
        (lambda p: p["data"].update(id="ooe-2023"), "sheet.profile.data.id", "malformed"),
        (lambda p: p.update(id="ooe-2023"), "sheet.profile.id", "inconsistent"),
        (lambda p: p["data"].update(name="Oberösterreichische Tarockregeln 4/2023 (mit "
                                    "OÖ-Renonce 11/2025)"), "sheet.profile.data.name", "malformed"),
        # the custom document without its base is an unknown profile, as today
        (lambda p: p["data"].pop("base"), "sheet.profile.data.id", "malformed"),
        (lambda p: p["data"].update(base={"id": "ooe-2023", "version": "1999"}),
         "sheet.profile.data.base", "not-allowed"),
        (lambda p: p["data"].update(base={"id": "nope", "version": "1"}),
         "sheet.profile.data.base.id", "malformed"),
        (lambda p: p["data"].update(default=True), "sheet.profile.data.default", "malformed"),
        (lambda p: p["data"]["games"]["rufer"].update(value="many"), "sheet.profile.data",
         "malformed"),
    ],
    ids=["official-id-in-data", "official-id-in-ref", "official-name", "no-base", "old-base",
         "unknown-base", "default", "not-a-profile"],
)  # fmt: skip
def test_an_import_with_a_custom_profile_under_an_official_label_is_refused(
    client, change, field, kind
):
    r = client.post("/api/v1/sheets/import", json=_forged(_exported(client), change))
    problem = is_problem(r, 422)
    assert problem["field"].startswith(field) and problem["kind"] == kind, problem


def test_an_official_id_with_custom_contents_is_refused_as_a_forged_import(client):
    """The official path stays: an OÖ label on the custom document (its base dropped)."""
    export = _exported(client)
    forged = _forged(
        export,
        lambda p: (p["data"].pop("base"), p["data"].update(id="ooe-2023"), p.update(id="ooe-2023")),
    )
    problem = is_problem(client.post("/api/v1/sheets/import", json=forged), 422)
    assert problem["field"].startswith("sheet.profile") and problem["kind"] in (
        "inconsistent",
        "not-allowed",
    ), problem


def test_a_put_repeated_with_other_switches_is_a_conflict(client):
    edit, view = tokens()
    path = f"/api/v1/sheets/{uuid.uuid4()}"
    body = {"players": ["Anna", "Bernd", "Clara", "David"], "view_token": view}

    def put(overlay: dict):
        return client.put(path, json={**body, "custom_profile": overlay}, headers=bearer(edit))

    first = put(custom(valat_mode="premium"))
    assert first.status_code == 201, first.get_json()
    assert first.get_json()["sheet"]["custom_profile"]["id"] == OWN["id"]
    same = put(custom(valat_mode="premium"))
    assert same.status_code == 200 and same.get_json()["outcome"] == "unchanged"
    assert put(custom(besserdreier=True)).status_code == 409


# --- hardening III (issue 32, item 5): an own rule set's numbers and names ---------------------

OOE_NAME = "Oberösterreichische Tarockregeln 4/2023 (mit OÖ-Renonce 11/2025)"
TIROL_NAME = "Tiroler Tarockcup (Turnierregeln 4/2026, Kursregeln 3/2025)"


@pytest.mark.parametrize(
    "path", [("games", "dreier", "value"), ("games", "dreier", "lost_factor"), ("cents_per_point",)]
)
def test_an_import_with_a_number_beyond_its_bound_is_refused_naming_it(client, path):
    """2^53 − 1 as the Dreier's value and lost factor answered 201 with 7.8e34 cents a deal."""
    export = _exported(client)

    def change(profile):
        node = profile["data"]
        for key in path[:-1]:
            node = node[key]
        node[path[-1]] = 2**53 - 1

    r = client.post("/api/v1/sheets/import", json=_forged(export, change))
    problem = is_problem(r, 422)
    assert problem["field"] == "sheet.profile.data." + ".".join(path), problem
    assert problem["code"] == "profile.number", problem
    assert str(problem["params"]["max"]) in problem["message"]["de"], problem
    assert client.post("/api/v1/sheets/import", json=export).status_code == 201  # unchanged: fine


@pytest.mark.parametrize(
    ("name", "official"),
    [
        (OOE_NAME.replace("ö", "o\u0308"), OOE_NAME),  # decomposed ö
        (OOE_NAME.replace("O", "\u041e", 1), OOE_NAME),  # Cyrillic О
        (TIROL_NAME.replace(" ", "\u00a0", 1), TIROL_NAME),  # no-break space
        (TIROL_NAME.replace(" ", "  ", 1), TIROL_NAME),  # doubled space
    ],
    ids=["decomposed", "cyrillic", "no-break-space", "doubled-space"],
)
def test_a_name_that_reads_as_an_official_profiles_is_refused_by_post_and_import(
    client, name, official
):
    r = client.post(
        "/api/v1/sheets", json={"players": ["Anna", "Bernd", "Clara", "David"],
                                "custom_profile": {**custom(), "name": name}},
    )  # fmt: skip
    problem = is_problem(r, 422)
    assert (problem["field"], problem["code"]) == ("custom_profile.name", "overlay.official_name")
    assert official in problem["message"]["de"] and official in problem["detail"], problem
    forged = _forged(_exported(client), lambda p: p["data"].update(name=name))
    problem = is_problem(client.post("/api/v1/sheets/import", json=forged), 422)
    assert (problem["field"], problem["code"]) == (
        "sheet.profile.data.name",
        "overlay.official_name",
    )


@pytest.mark.parametrize(
    "name", ["Mine\u202e", "Meine\nRunde", "Meine\tRunde", "\u200b", "Runde\u200b"],
    ids=["rtl-override", "line-feed", "tab", "only-zero-width", "trailing-zero-width"],
)  # fmt: skip
def test_a_name_the_sheet_title_refuses_is_refused_as_a_rule_set_name(client, name):
    title = client.post("/api/v1/sheets", json={"players": ["Anna", "Bernd", "Clara", "David"],
                                                "title": name})  # fmt: skip
    assert is_problem(title, 422)["field"] == "title"
    r = client.post(
        "/api/v1/sheets", json={"players": ["Anna", "Bernd", "Clara", "David"],
                                "custom_profile": {**custom(), "name": name}},
    )  # fmt: skip
    problem = is_problem(r, 422)
    assert (problem["field"], problem["code"]) == ("custom_profile.name", "overlay.name_char")
    forged = _forged(_exported(client), lambda p: p["data"].update(name=name))
    problem = is_problem(client.post("/api/v1/sheets/import", json=forged), 422)
    assert (problem["field"], problem["code"]) == ("sheet.profile.data.name", "overlay.name_char")
