"""A whole evening on a 360×740 phone: six deals of every kind entered by taps, the totals on screen
equal to the API's settlement of the same records, one deal edited, one deleted (and undone once)."""

from fractions import Fraction

from playwright.sync_api import expect

from .pages import (
    choose,
    create_sheet,
    local_data,
    on_screen_totals,
    pad,
    save_deal,
    shoot,
    tap,
)

FOUR = ["Anna", "Bernd", "Clara", "David"]


def api_totals(server, records):
    body = {"records": [{**r, "players": FOUR, "cents_per_point": 10} for r in records]}
    status, data = server.api("POST", "/api/v1/settle/batch", body=body)
    assert status == 200 and data["failed"] == 0, data
    return data["totals"]


def live_records(page):
    entries = [e for e in local_data(page)["entries"] if not e["deleted"]]
    return [e["record"] for e in sorted(entries, key=lambda e: e["order"])]


def assert_totals_match_api(page, server):
    totals = api_totals(server, live_records(page))
    shown = {p: Fraction(v) for p, v in on_screen_totals(page).items()}
    assert shown == {p: Fraction(v) for p, v in totals["points"].items()}
    assert sum(shown.values()) == 0
    return totals


def test_a_whole_evening(phone, server):
    page = phone().new_page()
    errors = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    sid = create_sheet(page, server.base, FOUR, title="Freitagsrunde", dealer="Anna")
    shoot(page, "sheet-empty")

    # 1. Rufer: Bernd with Clara, won
    tap(page, "#new-deal")
    choose(page, "game", "rufer")
    choose(page, "declarer", "Bernd")
    choose(page, "partner", "Clara")
    choose(page, "won", True)
    expect(page.locator('.preview [data-item="game"]')).to_contain_text("Rufer gewonnen")
    save_deal(page)
    assert page.locator("[data-next-dealer]").get_attribute("data-next-dealer") == "Bernd"

    # 2. Dreier with an announced Pagat, made
    tap(page, "#new-deal")
    choose(page, "game", "dreier")
    choose(page, "declarer", "Clara")
    page.get_by_role("button", name="+ Pagat ultimo").click()
    choose(page, "state", "announced-made", '[data-premium="pagat"]')
    choose(page, "won", True)
    expect(page.locator('.preview [data-item="premium:pagat"]')).to_contain_text("angesagt")
    expect(page.locator(".preview .clause").first).to_contain_text("OÖ")
    shoot(page, "deal-entry")
    save_deal(page)

    # 3. Solorufer with König ultimo (announced, made)
    tap(page, "#new-deal")
    choose(page, "game", "solorufer")
    choose(page, "declarer", "David")
    choose(page, "partner", "Anna")
    choose(page, "won", True)
    page.get_by_role("button", name="+ König ultimo").click()
    choose(page, "state", "announced-made", '[data-premium="koenig_ultimo"]')
    save_deal(page)

    # 4. Piccolo with Kontra from Bernd, won with one trick
    tap(page, "#new-deal")
    choose(page, "game", "piccolo")
    choose(page, "declarer", "Anna")
    page.select_option("#tricks", "1")
    choose(page, "kontra-Bernd", 1)
    expect(page.locator(".preview .line").first).to_contain_text("Kontra")
    save_deal(page)

    # 5. Trischaken: points of three players on the pad, the fourth filled in; tricks likewise
    tap(page, "#new-deal")
    choose(page, "game", "trischaken")
    for player, points, tricks in (
        ("Bernd", "30/1", "4"),
        ("Clara", "10/2", "3"),
        ("David", "9", "2"),
    ):
        page.get_by_role("button", name=f"Punkte von {player}").click()
        pad(page, points)
        page.get_by_label(f"Stiche von {player}").select_option(tricks)
    expect(page.get_by_role("button", name="Punkte von Anna")).to_have_text("20/0")
    expect(page.locator(".preview .line").first).to_contain_text("Bernd verliert")
    save_deal(page)

    # 6. Renonce: Bernd breaks Farbzwang in Clara's Rufer
    tap(page, "#new-deal")
    choose(page, "game", "rufer")
    choose(page, "declarer", "Clara")
    choose(page, "partner", "David")
    page.get_by_role("button", name="Renonce").click()
    page.locator('[data-renonce="Bernd"]').click()
    page.select_option("#renonce-rule", "farbzwang")
    expect(page.locator(".preview .line").first).to_contain_text("Renonce")
    save_deal(page)

    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(6)
    records = live_records(page)
    assert [r["game"] for r in records] == [
        "rufer",
        "dreier",
        "solorufer",
        "piccolo",
        "trischaken",
        "rufer",
    ]
    assert [r["dealer"] for r in records] == ["Anna", "Bernd", "Clara", "David", "Anna", "Bernd"]
    assert records[1]["premiums"] == [
        {"name": "pagat", "side": "declarer", "announced": True, "won": True}
    ]
    assert records[3]["kontra"] == {"Bernd": 1}
    assert records[4]["trischaken"]["points"]["Anna"] == "20/0"
    assert records[4]["trischaken"]["tricks"]["Anna"] == 3
    assert records[5]["renonce"] == {"players": ["Bernd"], "rule": "farbzwang"}
    totals = assert_totals_match_api(page, server)
    shoot(page, "sheet")
    page.get_by_role("button", name="Geld").click()
    money = {p: int(v) for p, v in on_screen_totals(page).items()}
    assert money == totals["money_cents"]
    page.get_by_role("button", name="Punkte").click()

    # edit deal 1: the Rufer was lost after all
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    expect(page.locator(".lines .clause").first).to_be_visible()
    shoot(page, "row-details")
    page.locator("#edit-deal").click()
    choose(page, "won", False)
    expect(page.locator('.preview [data-item="game"]')).to_contain_text("verloren")
    save_deal(page)
    assert live_records(page)[0]["won"] is False
    assert_totals_match_api(page, server)

    # delete deal 2, undo, delete again
    page.get_by_role("link", name="Spiel 2 ansehen").click()
    page.locator("#delete-deal").click()
    expect(page.locator(".toast")).to_contain_text("gelöscht")
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(5)
    page.get_by_role("button", name="Rückgängig").click()
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(6)
    page.get_by_role("link", name="Spiel 2 ansehen").click()
    page.locator("#delete-deal").click()
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(5)
    assert "dreier" not in [r["game"] for r in live_records(page)]
    totals = assert_totals_match_api(page, server)

    # everything reached the server, which agrees
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15000)
    sheet = local_data(page)["sheets"][0]
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])
    assert status == 200 and remote["deals"] == 5
    assert remote["totals"]["points"] == totals["points"]
    assert not errors, errors
