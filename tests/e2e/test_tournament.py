"""Turnier in the browser (issue 23): an organiser makes a tournament on the PWA and draws round 1;
four table phones open their tables through the slips' QR links and enter their deals, one of
them offline during the round; the live ranking (a fifth browser, as on a projector) shows the
order the tables' totals make once that phone syncs. A table phone confirms its result after the
last deal (the offline one is told it needs the network) and the organiser sees it confirmed; the
organiser closes the round, the phone says its table is locked, and the organiser corrects a locked
table with a reason. The slips print one a page, each with its table's QR code; every
tournament screen is axe-clean in German and English, light and dark, at 360 px."""

import csv
import io
import re
import uuid
from pathlib import Path

import pytest
from playwright.sync_api import expect

from .pages import axe_violations, choose, on_screen_totals, shoot, small_targets
from .test_offline import wait_for_service_worker

NAMES = [f"Spieler {i:02}" for i in range(1, 17)]
DEALS = [("Dreier", 0, True), ("Dreier", 2, False)]  # (game, declarer's seat, won) per deal


def create_tournament(page, base, names, title="Hausruckcup 3", rounds=2, deals=2, ends="table"):
    page.goto(base + "/#/t")
    page.locator(f'[data-ends="{ends}"]').check()  # after so many deals, or dealer turns
    page.fill("#t-title", title)
    page.fill("#t-date", "2027-01-15")
    page.fill("#t-place", "GH Stockinger")
    page.fill("#t-rounds", str(rounds))
    page.fill("#t-deals", str(deals))
    page.fill("#t-players", "\n".join(names))
    page.locator("#create-tournament").click()
    page.wait_for_url(re.compile(r".*#/t/[0-9a-f-]{36}$"))
    return page.url.rsplit("/", 1)[1]


def draw(page, tables):
    page.locator("#draw-round").click()
    expect(page.locator(".tournament-round[data-status='open'] [data-table]")).to_have_count(tables)


def slips(page, base, tid, number):
    """The round's slips: {table number: (players in seat order, the table's link)}."""
    page.goto(base + f"/#/t/{tid}/slips/{number}")
    expect(page.locator(".slip .slip-link").first).to_be_visible()
    out = {}
    for slip in page.locator(".slip").all():
        players = [li.inner_text() for li in slip.locator(".slip-players li").all()]
        out[int(slip.get_attribute("data-slip"))] = (
            players,
            slip.locator(".slip-link").inner_text(),
        )
    return out


def play_table(page, players):
    for game, seat, won in DEALS:
        table_deal(page, game.lower(), players[seat], won)


def table_deal(page, game, declarer, won):
    """``pages.enter`` on a table's sheet, which offers no new deal once its deals are played."""
    page.locator("#new-deal").click()
    choose(page, "game", game)
    choose(page, "declarer", declarer)
    choose(page, "won", won)
    expect(page.locator("#save-deal")).to_be_enabled()
    page.locator("#save-deal").click()
    page.wait_for_url("**/#/s/*")
    expect(page.locator("[data-table-result]")).to_be_visible()


def check(page, name, scheme):
    page.wait_for_timeout(150)  # let the last render settle
    assert axe_violations(page) == [], name
    assert small_targets(page) == [], name
    shoot(page, f"{name}-{scheme}")


def wait_for_order(page, names):
    """The live ranking shows ``names`` in this order (it refreshes by itself)."""
    page.wait_for_function(
        "(want) => JSON.stringify([...document.querySelectorAll('table.ranking tbody tr')]"
        ".map((r) => r.dataset.player)) === JSON.stringify(want)",
        arg=names,
        timeout=20_000,
    )


def test_four_table_phones_one_offline_and_the_live_ranking_orders_them(phone, server):
    organiser = phone().new_page()
    organiser.goto(server.base + "/")
    tid = create_tournament(organiser, server.base, NAMES)
    draw(organiser, 4)
    live_link = organiser.locator('[data-link="live"]').input_value()
    assert f"#/tlive/{tid}/" in live_link
    tables = slips(organiser, server.base, tid, 1)
    assert sorted(tables) == [1, 2, 3, 4]
    assert sorted(p for players, _ in tables.values() for p in players) == NAMES

    projector = phone().new_page()
    projector.set_viewport_size({"width": 1280, "height": 800})
    projector.goto(live_link)
    expect(projector.locator("table.ranking tbody tr")).to_have_count(16)

    totals, pages = {}, {}
    offline_ctx = offline_page = None
    for number, (players, link) in tables.items():
        ctx = phone()
        page = ctx.new_page()
        page.goto(server.base + "/")
        if number == 3:
            wait_for_service_worker(page)  # the app is on the phone before the network goes
        page.goto(link)  # the QR code's link: the ordinary join of the table's sheet
        page.wait_for_url("**/#/s/*")
        assert "join" not in page.url  # the table token left the address bar
        if number == 3:
            ctx.set_offline(True)
            offline_ctx, offline_page = ctx, page
        pages[number] = page
        play_table(page, players)
        expect(page.locator("tfoot td[data-final]")).to_have_count(4)
        totals[number] = {p: int(v) for p, v in on_screen_totals(page).items()}
        if number != 3:
            expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=20_000)
    expect(offline_page.locator('.bar [data-sync="pending"]')).to_be_visible()
    # the offline table's last deal is written: confirming needs the network, and the phone says so
    expect(offline_page.locator('[data-table-result="due"]')).to_be_visible()
    offline_page.locator("#confirm-result").click()
    expect(offline_page.locator(".table-result .error")).to_contain_text("Verbindung")

    # the documented chain: points, best round (one round: the same), fewer minus rounds, the draw
    seat = {p: (n, s) for n, (players, _) in tables.items() for s, p in enumerate(players)}

    def order(points):
        return sorted(NAMES, key=lambda p: (-points[p], -points[p], points[p] < 0, seat[p]))

    points = {p: v for table in totals.values() for p, v in table.items()}
    before = {p: 0 if seat[p][0] == 3 else v for p, v in points.items()}
    assert order(before) != order(points)  # table 3's deals move the ranking
    wait_for_order(projector, order(before))  # three tables synced, the offline one not yet

    offline_ctx.set_offline(False)
    offline_page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(offline_page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)
    wait_for_order(projector, order(points))  # the projector refreshes by itself: nobody touches it
    shown = {r.get_attribute("data-player"): int(r.locator("td.points").inner_text().replace("−", "-")) for r in projector.locator("table.ranking tbody tr").all()}  # fmt: skip
    assert shown == points
    assert axe_violations(projector) == []
    shoot(projector, "tournament-live-projector")

    # table 1's phone confirms its result after its last deal; the organiser sees it confirmed
    table_phone = pages[1]
    expect(table_phone.locator('[data-table-result="due"] h2')).to_have_text("Hausruckcup 3 · Durchgang 1 · Tisch 1")  # fmt: skip
    table_phone.locator("#confirm-result").click()
    expect(table_phone.locator('[data-table-result="confirmed"]')).to_contain_text("bestätigt")
    check(table_phone, "tournament-table-confirmed-de", "light")
    # the organiser sees every table done, closes the round, corrects a locked table with a reason
    organiser.goto(server.base + f"/#/t/{tid}")
    expect(organiser.locator("[data-table] [data-deals='2']")).to_have_count(4, timeout=15_000)
    confirmed = organiser.locator("[data-table] .badge", has_text="bestätigt")
    expect(confirmed).to_have_count(1)  # table 1 only: the others have not confirmed
    expect(organiser.locator("[data-table='1'] .badge", has_text="bestätigt")).to_be_visible()
    organiser.locator("#close-round").click()
    organiser.locator("#close-round-yes").click()
    expect(organiser.locator(".tournament-round[data-status='closed']")).to_have_count(1)
    # the confirmed table's phone, opened again, says the round closed and its result is locked
    table_phone.reload()
    expect(table_phone.locator('[data-table-result="locked"]')).to_contain_text("gesperrt")
    expect(table_phone.locator("#confirm-result")).to_have_count(0)
    check(table_phone, "tournament-table-locked-de", "light")
    organiser.locator('[data-correct="1"]').click()
    flip = organiser.locator("[data-fix='1'] [data-flip]").first
    flip.click()
    expect(organiser.locator("[data-fix='1'] .error")).to_be_visible()  # no reason: nothing sent
    organiser.fill("[data-fix='1'] input", "Dreier war verloren")
    flip.click()
    expect(organiser.locator("[data-correction]")).to_have_text(["Durchgang 1 · Tisch 1: Dreier war verloren"])  # fmt: skip
    view_token = live_link.rsplit("/", 1)[1]
    status, doc = server.api("GET", f"/api/v1/tournaments/{tid}", view_token)
    assert status == 200 and [c["reason"] for c in doc["corrections"]] == ["Dreier war verloren"]
    assert doc["rounds"][0]["tables"][0]["locked"]
    # a table phone's later deal is refused (its round is closed): the phone says so in words
    late = pages[2]
    # its sheet offers no new deal any more (the table has played its deals); a phone that did not
    # hear of the close in time still sends one from the deal form
    expect(late.locator("[data-table-result]")).to_be_visible()
    expect(late.locator("#new-deal")).to_have_count(0)
    late.goto(re.sub(r"(#/s/[^/]+).*$", r"\1/deal", late.url))
    choose(late, "game", "dreier")
    choose(late, "declarer", tables[2][0][1])
    choose(late, "won", True)
    late.locator("#save-deal").click()
    late.wait_for_url("**/#/s/*")
    late.locator(".banner.warn a").first.click()
    expect(late.locator('[data-conflict="table-locked"]')).to_contain_text("Veranstalter")
    assert axe_violations(late) == []
    status, round_ = server.api("GET", f"/api/v1/tournaments/{tid}/rounds/1", view_token)
    assert [t["deals"] for t in round_["tables"]] == [2, 2, 2, 2]
    assert [t["confirmed"] for t in round_["tables"]] == [True, False, False, False]
    # round 2: drawn on the organiser's screen, nobody meets a round-1 opponent, four new slips
    organiser.goto(server.base + f"/#/t/{tid}")
    draw(organiser, 4)
    second = slips(organiser, server.base, tid, 2)
    met = {frozenset((a, b)) for players, _ in tables.values() for a in players for b in players if a != b}  # fmt: skip
    again = {frozenset((a, b)) for players, _ in second.values() for a in players for b in players if a != b}  # fmt: skip
    assert not met & again
    expect(organiser.locator(".slip svg.qr")).to_have_count(4)


def test_the_slips_print_one_a_page_each_with_its_tables_qr_code(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    # this cup's rounds end when everyone at a table has dealt once: 4 deals at a 4-table, 5 at the 5-table
    tid = create_tournament(page, server.base, [f"P{i}" for i in range(13)], title="Druck", deals=1, ends="dealer")  # fmt: skip
    draw(page, 3)  # 13 players: two tables of 4 and a 5-table
    # the server's due deals per table (one dealer turn each), not deals_per_table's 1, 1, 1
    dues = page.locator(".tournament-round[data-status='open'] [data-deals]").all_inner_texts()
    assert sorted(dues) == ["0 von 4 Spielen", "0 von 4 Spielen", "0 von 5 Spielen"]
    tables = slips(page, server.base, tid, 1)
    assert sorted(len(players) for players, _ in tables.values()) == [4, 4, 5]
    page.emulate_media(media="print")
    expect(page.locator(".bar")).to_be_hidden()
    expect(page.locator("#print-slips")).to_be_hidden()
    slip = page.locator(".slip")
    assert slip.count() == 3
    for i in range(3):
        expect(slip.nth(i).locator("svg.qr path")).to_have_count(1)
        expect(slip.nth(i).locator("svg.qr")).to_be_visible()
    breaks = page.evaluate("() => [...document.querySelectorAll('.slip')].map((s) => getComputedStyle(s).breakAfter)")  # fmt: skip
    assert breaks == ["page", "page", "auto"]
    pdf = page.pdf(format="A4")
    assert len(re.findall(rb"/Type\s*/Page[^s]", pdf)) == 3  # one printed page a table
    page.emulate_media(media="screen")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tournament_screens_pass_axe(phone, server, scheme, lang):
    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/")
    if lang == "en":
        page.evaluate("localStorage.setItem('lang', 'en')")
        page.reload()
    tid = create_tournament(page, server.base, [f"Spielerin {i}" for i in range(9)], title="Sauwaldcup")  # fmt: skip
    draw(page, 2)
    page.fill("#late-name", "Gerda")
    page.locator("#add-late").click()
    expect(page.locator('[data-player="Gerda"]')).to_contain_text("2")  # drawn from round 2 on
    page.locator('[data-player="Spielerin 0"] button').click()  # withdrawn between rounds
    expect(page.locator('[data-player="Spielerin 0"] .badge')).to_be_visible()
    check(page, f"tournament-{lang}", scheme)
    page.goto(server.base + "/#/t")
    expect(page.locator(f'[data-tournament="{tid}"]')).to_be_visible()
    page.locator("#t-title").wait_for()
    check(page, f"tournaments-{lang}", scheme)
    # a cup of this tournament: its standing, printable, in the same language and theme
    page.fill("#c-title", "Sauwaldcup 2027")
    page.locator(f'[data-cup-tournament="{tid}"]').check()
    page.locator("#create-cup").click()
    page.wait_for_url("**/#/tcup/**")
    expect(page.locator("table.ranking tbody tr")).to_have_count(10)
    check(page, f"tournament-cup-{lang}", scheme)
    page.goto(server.base + f"/#/t/{tid}/slips/1")
    expect(page.locator(".slip svg.qr")).to_have_count(2)
    check(page, f"tournament-slips-{lang}", scheme)
    page.goto(server.base + f"/#/t/{tid}")
    live = page.locator('[data-link="live"]').input_value()
    page.goto(live)
    expect(page.locator("table.ranking tbody tr")).to_have_count(10)
    check(page, f"tournament-live-{lang}", scheme)
    # a table's phone (this one, through table 1's link): its deals, then its result to confirm
    players, link = slips(page, server.base, tid, 1)[1]
    page.goto(link)
    page.wait_for_url("**/#/s/*")
    expect(page.locator('[data-table-result="playing"]')).to_be_visible()
    play_table(page, players)
    expect(page.locator('[data-table-result="due"] #confirm-result')).to_be_visible()
    check(page, f"tournament-table-{lang}", scheme)
    page.locator("#confirm-result").click()
    expect(page.locator('[data-table-result="confirmed"]')).to_be_visible()
    assert page.evaluate("() => document.documentElement.lang") == lang


def test_a_cup_of_two_tournaments_prints_and_exports_its_standing(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    made = []
    for title in ("Cup 1", "Cup 2"):
        tid = create_tournament(page, server.base, [f"P{i}" for i in range(8)], title=title, rounds=1, deals=1)  # fmt: skip
        draw(page, 2)
        # each table plays its one deal through its table link (kept on the organiser's phone)
        for link in page.locator("[data-table-link]").all():
            sheet_id, token = re.search(r"#/join/([0-9a-f-]{36})/edit/(.+)$", link.get_attribute("href")).groups()  # fmt: skip
            status, sheet = server.api("GET", f"/api/v1/sheets/{sheet_id}", token)
            record = {"game": "dreier", "declarer": sheet["players"][0], "won": title == "Cup 1"}
            assert server.api("PUT", f"/api/v1/sheets/{sheet_id}/entries/{uuid.uuid4()}", token, {"revision": 1, "record": record})[0] == 201  # fmt: skip
        made.append(tid)
    page.goto(server.base + "/#/t")
    page.fill("#c-title", "Innviertler Cup")
    page.fill("#c-points", "10, 8, 6, 5, 4, 3, 2, 1")
    page.fill("#c-best", "1")
    for tid in made:
        page.locator(f'[data-cup-tournament="{tid}"]').check()
    page.locator("#create-cup").click()
    page.wait_for_url("**/#/tcup/**")
    cup_id, view = re.search(r"#/tcup/([0-9a-f-]{36})/(.+)$", page.url).groups()
    status, doc = server.api("GET", f"/api/v1/cups/{cup_id}", view)
    assert status == 200 and len(doc["tournaments"]) == 2
    rows = page.locator("table.ranking tbody tr")
    expect(rows).to_have_count(8)
    shown = [
        (r.get_attribute("data-player"), int(r.get_attribute("data-counted"))) for r in rows.all()
    ]
    assert shown == [(r["name"], r["counted"]) for r in doc["standing"]]
    assert all(
        r["counted"] == max(x["points"] for x in r["results"]) for r in doc["standing"]
    )  # best 1
    expect(page.locator("td[data-counts='true']")).to_have_count(8)  # one counted result each
    with page.expect_download() as got:
        page.locator("#cup-csv").click()
    text = Path(got.value.path()).read_text(encoding="utf-8")
    lines = list(csv.reader(io.StringIO(text)))
    assert [(r[1], int(r[2])) for r in lines[1:]] == shown
    page.emulate_media(media="print")
    expect(page.locator("#print-cup")).to_be_hidden()
    expect(page.locator(".bar")).to_be_hidden()
    expect(rows).to_have_count(8)
    page.emulate_media(media="screen")


def test_a_table_phone_is_told_in_words_when_the_organiser_deleted_the_tournament(phone, server):
    organiser = phone().new_page()
    organiser.goto(server.base + "/")
    tid = create_tournament(organiser, server.base, NAMES[:4], title="Probecup", rounds=1)
    draw(organiser, 1)
    ((players, link),) = slips(organiser, server.base, tid, 1).values()
    table = phone().new_page()
    table.goto(server.base + "/")
    table.goto(link)
    table.wait_for_url("**/#/s/*")
    play_table(table, players)
    expect(table.locator('[data-table-result="due"]')).to_be_visible()
    expect(table.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=20_000)
    organiser.goto(server.base + f"/#/t/{tid}")
    organiser.locator("#delete-tournament").click()
    organiser.locator("#delete-tournament-yes").click()
    organiser.wait_for_url(server.base + "/#/t")
    table.locator("#confirm-result").click()
    # not "needs a connection": the phone is online, the tournament is gone; its deals stay here
    expect(table.locator(".table-result [role=alert]")).to_contain_text("gelöscht")
    expect(table.locator("table.grid tbody tr[data-entry]")).to_have_count(len(DEALS))
