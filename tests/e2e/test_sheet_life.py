"""A sheet's life in the PWA (issue 19, point 6), on phones of 390×844: a player renamed on one
phone shows on the other; a sheet deleted from its own menu comes back with Undo; archived and
restored; continued with a fifth player on a new sheet whose totals carry on, whose evening payout
counts both sheets, and which the other phone learns of by the link."""

import json

from playwright.sync_api import expect

from .pages import (
    axe_violations,
    choose,
    create_sheet,
    enter,
    local_data,
    save_deal,
    shoot,
    small_targets,
)

FOUR = ["Anna", "Bernd", "Clara", "David"]
TALL = {"width": 390, "height": 844}


def tall(phone):
    """A page on a phone of 390×844 (the conftest's phone is 360 wide)."""
    page = phone().new_page()
    page.set_viewport_size(TALL)
    return page


def two_phones(phone, server, title, role="edit"):
    """Phone A with a synced sheet (Bernd won a Dreier: +12, 10 cents a point) and phone B with
    its ``role`` link open."""
    a = tall(phone)
    errors: list = []
    a.on("pageerror", lambda e: errors.append(str(e)))
    sid = create_sheet(a, server.base, FOUR, title=title)
    enter(a, "dreier", "Bernd")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    a.goto(f"{server.base}/#/s/{sid}/share")
    link = a.locator(f'[data-link="{role}"]').input_value()
    b = tall(phone)
    b.goto(link)
    b.wait_for_url(f"**/#/s/{sid}")
    expect(b.locator('tfoot [data-final="Bernd"]')).to_have_attribute("data-total", "12")
    return a, b, sid, errors


def open_menu(page, server, sid):
    page.goto(f"{server.base}/#/s/{sid}")
    page.locator("#sheet-menu").click()
    page.wait_for_url(f"**/#/s/{sid}/menu")


def test_a_player_renamed_on_one_phone_shows_on_the_other(phone, server):
    a, b, sid, errors = two_phones(phone, server, "Umbenennen", role="view")
    open_menu(a, server, sid)
    name = a.locator('[data-seat="Anna"]')
    name.fill("bernd")  # Bernd sits at the table: refused, said beside the names
    a.locator("#rename-save").click()
    expect(a.locator("#rename-problem")).to_contain_text("Jeder Name nur einmal")
    name.fill("Anna-Lena")
    a.locator("#rename-save").click()
    expect(a.locator(".toast")).to_contain_text("Namen gespeichert.")
    assert axe_violations(a) == [] and small_targets(a) == []
    shoot(a, "sheet-menu-rename")
    a.goto(f"{server.base}/#/s/{sid}")
    expect(a.locator("thead th", has_text="Anna-Lena")).to_be_visible()
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    # the other phone (the view link, on the sheet) follows without a reload
    expect(b.locator("thead th", has_text="Anna-Lena")).to_be_visible(timeout=20_000)
    expect(b.locator('tfoot [data-final="Anna-Lena"]')).to_have_attribute("data-total", "-4")
    # the records keep the seat: a deal by "Anna" after the rename still counts for her
    stored = local_data(b)["entries"][0]["record"]
    assert "Anna-Lena" not in str(stored)
    b.goto(f"{server.base}/")
    expect(b.locator(".sheet-card .players")).to_have_text("Anna-Lena, Bernd, Clara, David")
    assert errors == []


def test_a_renamed_player_shows_by_the_new_name_on_every_screen_while_records_keep_the_seat(
    phone, server
):
    page = tall(phone)
    errors: list = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    sid = create_sheet(page, server.base, FOUR, title="Neue Namen")
    enter(page, "dreier", "Bernd")
    open_menu(page, server, sid)
    page.locator('[data-seat="Anna"]').fill("Anna-Lena")
    page.locator("#rename-save").click()
    expect(page.locator(".toast")).to_contain_text("Namen gespeichert.")
    page.goto(f"{server.base}/#/s/{sid}")
    # the deal form: the chips, the dealer's list and the preview show the name, the value the seat
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    expect(page.locator('#dealer-select option[value="Anna"]')).to_have_text("Anna-Lena")
    page.select_option("#dealer-select", "David")  # Anna-Lena plays Vorhand: the Rufer is hers
    expect(page.locator("main p.seat")).to_contain_text("Vorhand: Anna-Lena")
    declarer = page.locator('[data-name="declarer"] [data-value="Anna"]')
    expect(declarer).to_have_text("Anna-Lena")
    declarer.click()
    expect(page.locator('[data-name="partner"] [data-value="Anna"]')).to_have_count(0)
    choose(page, "partner", "Clara")
    choose(page, "won", True)
    expect(page.locator('.preview [data-line="total"] dt').first).to_have_text("Anna-Lena")
    assert "Anna" not in page.locator(".preview dt").all_text_contents()
    save_deal(page)
    # the row: what was played and the lines
    page.locator("[data-entry] th a").last.click()
    page.wait_for_url("**/row/*")
    expect(page.locator("main > p.muted").first).to_contain_text("Rufer · Anna-Lena · Clara")
    expect(page.locator('[data-line="total"] dt').first).to_have_text("Anna-Lena")
    # the paper check
    page.goto(f"{server.base}/#/s/{sid}/check")
    expect(page.locator('.check-table tr[data-player="Anna"] th')).to_have_text("Anna-Lena")
    expect(page.locator("#check-deal option").last).to_contain_text("Anna-Lena")
    # the evening: the cards and the chart's legend
    page.goto(f"{server.base}/#/s/{sid}/evening")
    expect(page.locator('.stat-cards li[data-player="Anna"] h3')).to_have_text("Anna-Lena")
    expect(page.locator(".chart .legend")).to_contain_text("Anna-Lena")
    assert axe_violations(page) == []
    # what is stored (and sent) keeps the seat
    page.goto(f"{server.base}/#/s/{sid}")
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    records = [e["record"] for e in local_data(page)["entries"]]
    rufer = next(r for r in records if r["game"] == "rufer")
    assert rufer["declarer"] == "Anna" and rufer["partner"] == "Clara"
    assert "Anna-Lena" not in json.dumps(records)
    token = next(s for s in local_data(page)["sheets"] if s["id"] == sid)["edit_token"]
    sent = page.request.get(
        f"{server.base}/api/v1/sheets/{sid}", headers={"Authorization": f"Bearer {token}"}
    )
    on_server = [e["record"] for e in sent.json()["entries"]]
    assert sorted(r["declarer"] for r in on_server) == ["Anna", "Bernd"]
    assert "Anna-Lena" not in json.dumps(on_server)
    assert errors == []


def test_deleting_from_the_sheets_menu_can_be_undone(phone, server):
    page = tall(phone)
    sid = create_sheet(page, server.base, FOUR, title="Löschen aus der Liste")
    enter(page, "dreier", "Anna")
    open_menu(page, server, sid)
    page.locator("#delete-sheet").click()
    page.wait_for_url(f"{server.base}/#/")
    expect(page.locator(f'[data-sheet="{sid}"]')).to_have_count(0)
    undo = page.locator(".toast").get_by_role("button", name="Rückgängig")
    expect(undo).to_be_focused()
    undo.click()
    expect(page.locator(f'[data-sheet="{sid}"]')).to_have_count(1)
    page.locator(f'[data-sheet="{sid}"] .sheet-card').click()
    expect(page.locator('tfoot [data-final="Anna"]')).to_have_attribute("data-total", "12")


def test_an_archived_sheet_leaves_the_list_for_the_archive_on_both_phones_and_comes_back(
    phone, server
):
    a, b, sid, errors = two_phones(phone, server, "Archivtest")
    open_menu(a, server, sid)
    a.locator("#archive-sheet").click()
    a.wait_for_url(f"{server.base}/#/")
    expect(a.locator(".toast")).to_contain_text("Liste archiviert.")
    main = a.locator(f'.page > .cards [data-sheet="{sid}"]')
    expect(main).to_have_count(0)
    archive = a.locator("#archive")
    expect(archive.locator("summary")).to_have_text("Archiv (1)")
    archive.locator("summary").click()
    assert axe_violations(a) == [] and small_targets(a) == []
    shoot(a, "sheets-archive")
    # the other phone's list follows (archive is the table's, on the server)
    b.goto(f"{server.base}/")
    expect(b.locator("#archive summary")).to_have_text("Archiv (1)", timeout=20_000)
    a.get_by_role("button", name="Liste „Archivtest“ wiederherstellen").click()
    expect(main).to_have_count(1)
    expect(a.locator("#archive")).to_have_count(0)
    expect(b.locator(f'.page > .cards [data-sheet="{sid}"]')).to_have_count(1, timeout=20_000)
    assert errors == []


def test_a_fifth_player_joins_the_totals_carry_on_and_the_payout_counts_both_sheets(phone, server):
    a, b, sid, errors = two_phones(phone, server, "Freitag")
    open_menu(a, server, sid)
    a.locator("#joining").fill("Erich")
    a.locator("#add-player").click()
    expect(a.locator("[data-table-seat]")).to_have_count(5)
    assert axe_violations(a) == [] and small_targets(a) == []
    shoot(a, "sheet-menu-continue")
    a.locator("#continue-sheet").click()
    a.wait_for_url("**/#/s/*")
    sid2 = a.url.rsplit("/", 1)[1]
    assert sid2 != sid
    # the new sheet starts where the evening stood; Erich at 0
    expect(a.locator('tfoot [data-final="Bernd"]')).to_have_attribute("data-total", "12")
    expect(a.locator('tfoot [data-final="Erich"]')).to_have_attribute("data-total", "0")
    # its first line is the carry, as on paper: "Übertrag", each player's amount, money too
    expect(a.locator(".grid tr.carry-label")).to_have_text("Übertrag")
    carry = a.locator("[data-carry]")
    expect(carry.locator('[data-player="Bernd"]')).to_have_attribute("data-total", "12")
    expect(carry.locator('[data-player="Anna"]')).to_have_text("−4")
    expect(carry.locator('[data-player="Erich"]')).to_have_attribute("data-total", "0")
    expect(a.locator("[data-sum]")).to_contain_text("Summe 0 ✓")
    a.get_by_role("button", name="Geld").click()
    expect(carry.locator('[data-player="Bernd"]')).to_have_text("1,20")
    expect(carry.locator('[data-player="Bernd"]')).to_have_attribute("data-total", "120")
    a.get_by_role("button", name="Punkte").click()
    assert a.evaluate(
        "document.documentElement.scrollWidth <= document.documentElement.clientWidth"
    )
    shoot(a, "sheet-carried-over")
    # Bernd deals first (he is next) and sits out; Erich wins a Dreier
    enter(a, "dreier", "Erich")
    expect(a.locator('tfoot [data-final="Bernd"]')).to_have_attribute("data-total", "12")
    expect(a.locator('tfoot [data-final="Anna"]')).to_have_attribute("data-total", "-8")
    expect(a.locator('tfoot [data-final="Erich"]')).to_have_attribute("data-total", "12")
    expect(a.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    # the evening's payout: Bernd's 1,20 € from the first sheet and Erich's from the second
    a.goto(f"{server.base}/#/s/{sid2}/evening")
    transfers = a.locator(".payout li")
    expect(transfers).to_have_count(4)  # five at the table, no two even each other out
    received: dict = {}
    for i in range(transfers.count()):
        li = transfers.nth(i)
        to = li.get_attribute("data-to")
        received[to] = received.get(to, 0) + int(li.get_attribute("data-cents"))
    assert received == {"Bernd": 120, "Erich": 120}
    # both sheets show the link; the other phone learns of the new sheet and opens it
    open_menu(a, server, sid2)
    expect(a.locator('[data-evening-link="continues"]')).to_contain_text("Freitag")
    expect(a.locator("[data-carry]")).to_contain_text("Bernd +12")
    shoot(a, "sheet-menu-continued")
    b.goto(f"{server.base}/")
    expect(b.locator(f'[data-sheet="{sid2}"]')).to_have_count(1, timeout=30_000)
    open_menu(b, server, sid)
    expect(b.locator('a[data-evening-link="continued_by"]')).to_be_visible()
    b.locator('a[data-evening-link="continued_by"]').click()
    expect(b.locator('tfoot [data-final="Erich"]')).to_have_attribute(
        "data-total", "12", timeout=20_000
    )
    assert errors == []
