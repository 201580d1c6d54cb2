"""A Bavarian evening (Haferltarock) on a 360×740 phone: a sheet of the bayerisch profile at three
with a stake of 1, deals of every game entered by taps — Stockspiele taken from the pot (one with a
refill) and paid into it, a Solo with its trump, Herz-Solo by Augen, Bettel, Schwarz, a thrown-in
deal — settled offline by the JS twin. The pot (Haferl) column is on the sheet, and the totals and
the pot on screen equal the API's settlement of the same records, each settled against the pot
the deal before left, and equal the server's sheet once synced (it carries the pot too); the
payout names what stays in the pot. At four the dealer sits out."""

import csv
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .pages import choose, create_sheet, local_data, pad, save_deal, shoot, tap
from .test_screens import check

THREE = ["Anna", "Bernd", "Clara"]
FOUR = ["Annamaria", "Bernhard", "Clara", "David"]  # wider than the phone with the pot column


def enter_haferl(
    page,
    game,
    declarer=None,
    *,
    trump=None,
    augen=None,
    won=None,
    flags=(),
    tricks=None,
    shows=None,
):
    """A new Bavarian deal by taps: the game, declarer, trump, then Augen on the pad or won/lost
    and Schneider/Schwarz (or a Bettel's tricks), saved; ``shows`` = (item, text) a line of the
    preview must show first."""
    tap(page, "#new-deal")
    choose(page, "game", game)
    if declarer:
        choose(page, "declarer", declarer)
    if trump:
        choose(page, "trump", trump)
    if augen is not None:
        tap(page, "#augen")
        pad(page, str(augen))
    if won is not None:
        choose(page, "won", won)
    for flag in flags:
        tap(page, f'[data-flag="{flag}"]')
    if tricks is not None:
        page.select_option("#tricks", str(tricks))
    expect(page.locator(".preview .line").first).to_be_visible()
    if shows:
        expect(page.locator(f'.preview [data-item="{shows[0]}"]')).to_contain_text(shows[1])
    save_deal(page)


def live_entries(page):
    entries = [e for e in local_data(page)["entries"] if not e["deleted"]]
    return sorted(entries, key=lambda e: e["order"])


def api_settlement(server, players, stake, entries):
    """Every record through POST /api/v1/settle, in order, each against the pot the one before
    left (the stake of everyone at first): the totals with the opening stake, and the pot."""
    pot = stake * len(players)
    totals = {p: -stake for p in players}
    pots = []
    for e in entries:
        record = {**e["record"], "dealer": e["dealer"], "profile": "bayerisch", "players": players}
        status, result = server.api(
            "POST", "/api/v1/settle", body={**record, "stake": stake, "pot": pot}
        )
        assert status == 200, result
        assert result["pot"]["before"] == pot
        pot = result["pot"]["after"]
        pots.append(pot)
        for p in players:
            totals[p] += result["points"][p]
    return totals, pot, pots


def synced_sheet(page, server):
    """The sheet as the server has it, once the device says everything is synced."""
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    local = local_data(page)["sheets"]
    sheet = next(s for s in local if page.url.split("/#/s/")[1].startswith(s["id"]))
    assert not sheet.get("sync_error"), sheet["sync_error"]
    status, answer = server.api("GET", f"/api/v1/sheets/{sheet['id']}", token=sheet["edit_token"])
    assert status == 200, answer
    return answer


def on_screen(page):
    cells = page.locator("tfoot td[data-final]")
    final = {
        cells.nth(i).get_attribute("data-final"): int(cells.nth(i).get_attribute("data-total"))
        for i in range(cells.count())
    }
    pots = [
        int(page.locator(f'td[data-pot="{n}"]').get_attribute("data-total"))
        for n in range(1, page.locator("td[data-pot]").count() + 1)
    ]
    return {p: v for p, v in final.items() if p != "pot"}, final.get("pot"), pots


def test_a_bavarian_evening_with_the_pot(phone, server):
    page = phone().new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    create_sheet(page, server.base, THREE, title="Haferl", dealer="Anna", profile="bayerisch")
    # the pot column from the start: the stake row, everyone 1 into the Haferl
    expect(page.locator("thead th.pot")).to_have_text("Haferl")
    expect(page.locator("tr[data-opening] td.pot")).to_have_attribute("data-total", "3")
    assert on_screen(page)[:2] == ({"Anna": -1, "Bernd": -1, "Clara": -1}, 3)

    # 1. Stockspiel, Bernd 75 Augen: won, 1 from the Haferl (the preview shows the pot's line)
    tap(page, "#new-deal")
    expect(page.locator("[data-pot-before]")).to_have_attribute("data-pot-before", "3")
    choose(page, "game", "stockspiel")
    choose(page, "declarer", "Bernd")
    expect(page.locator('.preview [data-need="need.outcome"]')).to_be_visible()
    page.goto(page.url.rsplit("/deal", 1)[0])
    won_75 = "Stockspiel gewonnen (Spieler 75 Augen): 1 aus dem Haferl"
    enter_haferl(page, "stockspiel", "Bernd", augen=75, shows=("game", won_75))
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    expect(page.locator('[data-points="pot"]')).to_contain_text("−1")
    page.go_back()
    # 2. Solo with Eichel trump, Clara won with Schneider (flags, no Augen): 3 from each opponent
    enter_haferl(page, "solo", "Clara", trump="E", won=True, flags=["schneider"])
    # 3. Stockspiel lost by Anna (45 Augen): 1 to each opponent and 1 into the Haferl
    enter_haferl(page, "stockspiel", "Anna", augen=45)
    # 4. Bettel, Bernd without a trick: won
    enter_haferl(page, "bettel", "Bernd", tricks=0)
    # 5. all passed
    enter_haferl(page, "thrown_in")
    # 6. Herz-Solo, Anna 100 Augen: Schneider
    enter_haferl(page, "herz_solo", "Anna", augen=100)
    # 7. Stockspiel Schwarz, Clara: 1 + 1 + 1 = 3 from the Haferl, which holds 3
    enter_haferl(page, "stockspiel", "Clara", won=True, flags=["schwarz"])
    # 8. Stockspiel, Bernd 95 Augen (Schneider, 2) from an empty Haferl: everyone pays 1 in first
    refill = ("refill", "Haferl nachfüllen: es hält 0")
    enter_haferl(page, "stockspiel", "Bernd", augen=95, shows=refill)
    shoot(page, "haferl-sheet")

    entries = live_entries(page)
    assert [e["record"]["game"] for e in entries] == [
        "stockspiel", "solo", "stockspiel", "bettel", "thrown_in", "herz_solo", "stockspiel", "stockspiel",
    ]  # fmt: skip
    assert all("pot" not in e["record"] for e in entries)  # the sheet carries the pot
    totals, pot, pots = api_settlement(server, THREE, 1, entries)
    shown, shown_pot, shown_pots = on_screen(page)
    assert pots == [2, 2, 3, 3, 3, 3, 0, 1]  # the deals' pots, as the rules give them
    assert (shown, shown_pot, shown_pots) == (totals, pot, pots)
    assert sum(shown.values()) + shown_pot == 0

    # the sheet reached the server (the stake with it), which carries the pot as the device does
    server_sheet = synced_sheet(page, server)
    assert server_sheet["stake"] == 1 and server_sheet["deals"] == 8
    assert server_sheet["totals"]["points"] == totals
    assert server_sheet["totals"]["pot"]["points"] == pot

    # the dealer moves on each deal (at three the dealer plays)
    assert page.locator("[data-next-dealer]").get_attribute("data-next-dealer") == "Clara"

    # money: the same in cents (10 per point)
    page.get_by_role("button", name="Geld").click()
    expect(page.locator('tfoot td[data-final="pot"]')).to_have_attribute(
        "data-total", str(pot * 10)
    )

    # deleting deal 7 (the Schwarz) moves the pot of deal 8: no refill needed any more
    page.locator('a[aria-label="Spiel 7 ansehen"]').click()
    page.locator("#delete-deal").click()
    page.wait_for_url("**/#/s/*")
    page.get_by_role("button", name="Punkte").click()
    expect(page.locator("td[data-pot]")).to_have_count(7)
    totals, pot, pots = api_settlement(server, THREE, 1, live_entries(page))
    assert pots[-1] == 1 and on_screen(page) == (totals, pot, pots)

    # changing deal 1 to a lost Stockspiel (55 Augen) moves every later pot
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    page.locator("#edit-deal").click()
    expect(page.locator('[data-name="declarer"] [aria-pressed="true"]')).to_have_text("Bernd")
    expect(page.locator("#augen")).to_contain_text("75")
    tap(page, "#augen")
    for _ in range(2):
        page.get_by_role("button", name="Löschen").last.click()
    pad(page, "55")
    expect(page.locator('.preview [data-item="game"]')).to_contain_text(
        "Stockspiel verloren (Spieler 55 Augen)"
    )
    save_deal(page)
    entries = live_entries(page)
    assert entries[0]["record"]["declarer_augen"] == 55 and entries[0]["revision"] == 2
    totals, pot, pots = api_settlement(server, THREE, 1, entries)
    assert pots[0] == 4 and on_screen(page) == (totals, pot, pots)
    server_sheet = synced_sheet(page, server)  # the server settled the later entries again too
    assert (server_sheet["totals"]["points"], server_sheet["totals"]["pot"]["points"]) == (
        totals,
        pot,
    )

    # the payout: the pot is a party; what stays in it is said
    page.goto(page.url + "/evening")
    expect(page.locator("[data-pot-left]")).to_have_attribute("data-pot-left", str(pot * 10))
    moved = {}
    for li in page.locator(".payout li").all():
        cents = int(li.get_attribute("data-cents"))
        moved[li.get_attribute("data-from")] = moved.get(li.get_attribute("data-from"), 0) - cents
        moved[li.get_attribute("data-to")] = moved.get(li.get_attribute("data-to"), 0) + cents
    balances = {p: 10 * v for p, v in totals.items()} | {"Haferl": 10 * pot}
    # a debtor pays what he owes, a creditor (the Haferl too) gets what it is owed
    assert {k: v for k, v in moved.items() if v} == {k: v for k, v in balances.items() if v}
    shoot(page, "haferl-evening")

    # export: the CSV has the pot's columns, the JSON the stake; read back on this device it is
    # the same sheet with the same pot
    page.goto(page.url.replace("/evening", "/share"))
    with page.expect_download() as dl:
        page.locator("#export-csv").click()
    rows = list(csv.reader(Path(dl.value.path()).read_text(encoding="utf-8").splitlines()))
    assert rows[0][-2:] == ["pot", "pot total"] and len(rows) == 1 + len(pots)
    assert [int(row[-1]) for row in rows[1:]] == pots
    with page.expect_download() as dl:
        page.locator("#export-json").click()
    exported = json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))
    assert exported["sheet"]["stake"] == 1 and exported["sheet"]["profile"]["id"] == "bayerisch"
    page.goto(server.base + "/")
    page.set_input_files(
        "#import-file",
        files=[
            {
                "name": "h.json",
                "mimeType": "application/json",
                "buffer": json.dumps(exported).encode(),
            }
        ],
    )
    page.wait_for_url("**/#/s/*")
    expect(page.locator("td[data-pot]")).to_have_count(len(pots))
    assert on_screen(page) == (totals, pot, pots)
    assert not errors


def test_at_four_the_dealer_sits_out(phone, server):
    page = phone().new_page()
    create_sheet(page, server.base, FOUR, dealer="David", profile="bayerisch")
    expect(page.locator("tr[data-opening] td.pot")).to_have_attribute("data-total", "4")
    tap(page, "#new-deal")
    expect(page.locator(".seat")).to_contain_text("David setzt aus")
    expect(page.locator('[data-name="declarer"] [data-value="David"]')).to_have_count(0)
    page.goto(page.url)  # back to an unsaved form: choose the game first
    choose(page, "game", "stockspiel")
    choose(page, "declarer", "Annamaria")
    choose(page, "won", True)
    save_deal(page)
    # the players' columns scroll; the Haferl stays in view at the right edge
    for cell in ("thead th.pot", 'tfoot td[data-final="pot"]'):
        box = page.locator(cell).bounding_box()
        assert box and box["x"] + box["width"] <= 360 + 0.5, (cell, box)
    expect(page.locator('tr[data-entry] td[data-player="David"]')).to_contain_text("setzt aus")
    entries = live_entries(page)
    totals, pot, pots = api_settlement(server, FOUR, 1, entries)
    assert on_screen(page) == (totals, pot, pots) and pots == [3]

    # a second device opens the co-writer link: the same sheet with its stake and pot; its deal
    # (a Solo by Bernhard, Annamaria dealing and sitting out) reaches the first device
    synced_sheet(page, server)
    sid = page.url.split("/#/s/")[1]
    page.goto(server.base + f"/#/s/{sid}/share")
    link = page.locator('[data-link="edit"]').input_value()
    other = phone().new_page()
    other.goto(link)
    other.wait_for_url(f"**/#/s/{sid}")
    expect(other.locator("td[data-pot]")).to_have_count(1)
    assert on_screen(other) == (totals, pot, pots)
    assert local_data(other)["sheets"][0]["stake"] == 1
    enter_haferl(other, "solo", "Bernhard", trump="G", augen=70)
    expect(other.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    page.goto(server.base + f"/#/s/{sid}")
    expect(page.locator("td[data-pot]")).to_have_count(2, timeout=20_000)
    totals, pot, pots = api_settlement(server, FOUR, 1, live_entries(page))
    assert on_screen(page) == on_screen(other) == (totals, pot, pots)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_bavarian_screens_pass_axe(phone, server, scheme):
    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/#/new")
    page.locator('#profile option[value="bayerisch"]').wait_for(state="attached")
    page.select_option("#profile", "bayerisch")
    page.get_by_role("button", name="3 Spieler").click()
    expect(page.locator("#stake")).to_have_value("1")
    for i, name in enumerate(THREE):
        page.fill(f'[data-player="{i}"]', name)
    page.fill("#stake", "0")
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_disabled()
    expect(page.get_by_role("alert")).to_have_text(
        "Der Einsatz ist eine ganze Zahl von 1 bis 1000."
    )
    page.fill("#stake", "2")
    page.get_by_text("Hausregeln").click()
    expect(page.locator("#hr-breach_loses")).to_be_checked()
    expect(page.locator("#hr-kontra_levels")).to_have_count(0)  # a Königrufen switch
    check(page, "haferl-new-sheet", scheme)
    sid = create_sheet(page, server.base, THREE, profile="bayerisch")
    enter_haferl(page, "stockspiel", "Bernd", augen=70)
    check(page, "haferl-sheet", scheme)
    tap(page, "#new-deal")
    choose(page, "game", "solo")
    choose(page, "declarer", "Anna")
    choose(page, "trump", "S")
    choose(page, "won", True)
    check(page, "haferl-deal-entry", scheme)
    tap(page, "#breach")
    choose(page, "breach", "Bernd")
    check(page, "haferl-deal-breach", scheme)
    page.goto(server.base + f"/#/s/{sid}")
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    expect(page.locator('[data-points="pot"]')).to_contain_text("−1")
    check(page, "haferl-row-details", scheme)
    for screen in ("evening", "check", "share"):
        page.goto(server.base + f"/#/s/{sid}/{screen}")
        check(page, f"haferl-{screen}", scheme)


def test_a_rule_breach_decides_a_bavarian_game_for_the_other_side(phone, server):
    page = phone().new_page()
    create_sheet(page, server.base, THREE, title="Verstoß", dealer="Anna", profile="bayerisch")
    tap(page, "#new-deal")
    choose(page, "game", "herz_solo")
    choose(page, "declarer", "Clara")
    tap(page, "#breach")
    expect(page.locator("#augen")).to_have_count(0)  # the breach decides: no outcome to enter
    expect(page.locator('.preview [data-need="need.breach"]')).to_be_visible()
    choose(page, "breach", "Bernd")  # an opponent: the Herz-Solo is Clara's
    page.select_option("#breach-rule", "farbzwang")
    save_deal(page)
    [entry] = live_entries(page)
    assert entry["record"]["breach"] == {"player": "Bernd", "rule": "farbzwang"}
    assert entry["result"]["won"] is True
    totals, pot, pots = api_settlement(server, THREE, 1, [entry])
    assert on_screen(page) == (totals, pot, pots)
    assert totals["Clara"] > 0 > totals["Bernd"]
