"""Every main screen, light and dark: axe-core finds no serious or critical violation, and a
screenshot of each is written to tests/e2e/screenshots/. Also: checking a paper sheet against the
computed numbers and the server's audit; export and import."""

import csv
import json
from pathlib import Path

import pytest
from playwright.sync_api import expect

from shared_rules import raw_profile

from .pages import axe_violations, choose, create_sheet, enter, shoot, small_targets

FOUR = ["Anna", "Bernd", "Clara", "David"]


def check(page, name, scheme):
    page.wait_for_timeout(150)  # let the last render settle
    assert axe_violations(page) == [], name
    assert small_targets(page) == [], name
    shoot(page, f"{name}-{scheme}")


def enter_rufer(page, declarer="Bernd", partner="Clara", won=True):
    enter(page, "rufer", declarer, partner, won)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_main_screen_passes_axe(phone, server, scheme):
    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/")
    expect(page.get_by_role("link", name="Neue Liste")).to_be_visible()
    check(page, "sheets-empty", scheme)
    page.goto(server.base + "/#/new")
    page.get_by_text("Hausregeln").click()
    check(page, "new-sheet", scheme)
    sid = create_sheet(page, server.base, FOUR, title="Stammtisch", dealer="David")
    enter_rufer(page, "Anna", "Clara")  # in OÖ the Vorhand plays the Rufer
    enter_rufer(page, "Bernd", "Anna", won=False)
    check(page, "sheet", scheme)
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    expect(page.locator('[data-name="declarer"] [aria-pressed="true"]')).to_have_text("Clara")
    choose(page, "partner", "David")
    page.get_by_role("button", name="+ Trull").click()
    check(page, "deal-entry", scheme)
    page.goto(server.base + f"/#/s/{sid}")
    page.get_by_role("link", name="Spiel 1 ansehen").click()
    check(page, "row-details", scheme)
    page.goto(server.base + f"/#/s/{sid}/check")
    check(page, "check", scheme)
    page.goto(server.base + f"/#/s/{sid}/evening")
    check(page, "evening", scheme)
    page.goto(server.base + f"/#/s/{sid}/share")
    check(page, "share", scheme)
    page.goto(server.base + f"/#/s/{sid}/menu")  # h19-life: the sheet's own settings
    expect(page.locator("#continue-sheet")).to_be_visible()
    check(page, "sheet-menu", scheme)
    page.goto(server.base + "/")
    expect(page.locator(".sheet-card")).to_have_count(1)
    check(page, "sheets", scheme)
    page.get_by_role("button", name="EN", exact=True).click()
    expect(page.get_by_role("link", name="New sheet")).to_be_visible()
    assert page.evaluate("() => document.documentElement.lang") == "en"
    check(page, "sheets-english", scheme)


def test_checking_a_paper_sheet(phone, server):
    page = phone().new_page()
    sid = create_sheet(page, server.base, FOUR, dealer="Anna")
    enter_rufer(page)  # Bernd and Clara win: +1 +1 −1 −1
    page.goto(server.base + f"/#/s/{sid}/check")
    # on paper the signs were swapped
    for player, written in (("Anna", 1), ("Bernd", -1), ("Clara", -1), ("David", 1)):
        page.get_by_label(f"Auf dem Papier für {player}").fill(str(written))
    expect(page.locator('[data-player="Bernd"] [data-diff]')).to_have_attribute("data-diff", "-2")
    page.locator("#save-written").click()
    page.locator("#run-audit").click()  # sends the paper numbers first
    expect(page.locator('[data-audit="differs"]')).to_be_visible()
    expect(page.locator('.explain[data-kind="signs_reversed"]')).to_be_visible()
    expect(page.locator('.explain[data-kind="line_reversed"]')).to_contain_text("Rufer")


def export_file():
    entries = [
        {"id": "8f1c1a52-0000-4000-8000-000000000001", "revision": 1, "dealer": "Anna", "deleted": False,
         "record": {"game": "dreier", "declarer": "Bernd", "won": True}, "written": None},
        {"id": "8f1c1a52-0000-4000-8000-000000000002", "revision": 2, "dealer": "Bernd", "deleted": True,
         "record": {"game": "dreier", "declarer": "Clara", "won": True}, "written": None},
        {"id": "8f1c1a52-0000-4000-8000-000000000003", "revision": 1, "dealer": "Clara", "deleted": False,
         "record": {"game": "bettel", "declarer": "Anna", "declarer_tricks": 0}, "written": None},
    ]  # fmt: skip
    sheet = {"title": "Importiert", "players": FOUR, "first_dealer": "Anna", "cents_per_point": 20,
             "house_rules": {}, "profile": {"id": "ooe-2023", "version": "x", "data": raw_profile("ooe-2023")}}  # fmt: skip
    return {"format": "tarock-sheet", "format_version": 1, "sheet": sheet, "entries": entries}


def test_import_and_export(phone, server):
    page = phone(accept_downloads=True).new_page()
    page.goto(server.base + "/")
    data = export_file()
    page.set_input_files(
        "#import-file",
        files=[
            {"name": "s.json", "mimeType": "application/json", "buffer": json.dumps(data).encode()}
        ],
    )
    page.wait_for_url("**/#/s/*")
    rows = page.locator("table.grid tbody tr[data-entry]")
    expect(rows).to_have_count(2)  # the deleted entry came along but does not count
    shown = {
        p: int(page.locator(f'tfoot [data-final="{p}"]').get_attribute("data-total")) for p in FOUR
    }
    assert shown == {"Anna": -4 + 6, "Bernd": 12 - 2, "Clara": -4 - 2, "David": -4 - 2}
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)
    page.goto(page.url + "/share")
    with page.expect_download() as dl:
        page.locator("#export-json").click()
    exported = json.loads(Path(dl.value.path()).read_text(encoding="utf-8"))
    assert [e["record"]["game"] for e in exported["entries"]] == ["dreier", "dreier", "bettel"]
    assert [e["deleted"] for e in exported["entries"]] == [False, True, False]
    assert exported["sheet"]["cents_per_point"] == 20
    status, created = server.api("POST", "/api/v1/sheets/import", body=exported)  # the API takes it
    assert status == 201 and created["sheet"]["deals"] == 2
    with page.expect_download() as dl:
        page.locator("#export-csv").click()
    rows = list(csv.reader(Path(dl.value.path()).read_text(encoding="utf-8").splitlines()))
    assert rows[0][:4] == ["deal", "entry_id", "dealer", "game"] and len(rows) == 3
    assert rows[2][3] == "bettel"


# h19-tariff: the new-sheet form with its tariff, preview and reasons; the settings; a sheet's tariff
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_the_tariff_and_settings_screens_pass_axe(phone, server, scheme, lang):
    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/")
    if lang == "en":
        page.get_by_role("button", name="EN", exact=True).click()
    page.get_by_role("link", name="Einstellungen" if lang == "de" else "Settings").click()
    page.locator("#pref-name").wait_for()
    check(page, f"settings-{lang}", scheme)
    page.goto(server.base + "/#/new")
    page.locator('#profile option[value="ooe-2023"]').wait_for(state="attached")
    for i, name in enumerate(FOUR[:3]):
        page.fill(f'[data-player="{i}"]', name)
    page.fill('[data-player="3"]', "Bartholomäus" * 6)  # over the limit: its reason beside it
    check(page, f"new-sheet-reasons-{lang}", scheme)
    page.fill('[data-player="3"]', FOUR[3])
    page.locator("#house-rules summary").click()
    page.locator("#hr-kontra_levels").select_option("2")
    page.locator("#tariff summary").click()
    page.fill("#tv-game-rufer", "2")
    page.fill("#tv-premium-pagat-announced", "4")
    check(page, f"new-sheet-tariff-{lang}", scheme)
    page.locator(".actions.sticky .btn.primary").click()
    page.wait_for_url("**/#/s/*")
    page.goto(page.url + "/tariff")
    page.locator("table.tariff").first.wait_for()
    check(page, f"sheet-tariff-{lang}", scheme)


# h20-pwa: a round's screens (issue 20): new round, the round, a new evening, season, share
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_round_screens_pass_axe(phone, server, scheme):
    from .pages import create_round, new_evening

    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/#/newround")
    page.locator("#profile option").first.wait_for(state="attached")
    page.fill("#title", "Stammtisch")
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    check(page, "round-new", scheme)
    rid = create_round(page, server.base, [*FOUR, "Erich", "Franz"], "Stammtisch", kitty=10)
    page.goto(server.base + f"/#/r/{rid}/evening")
    for name in ("Anna", "Bernd", "Clara", "David"):
        page.locator(f'.member-pick [data-member="{name}"]').click()
    check(page, "round-evening", scheme)
    page.goto(server.base + f"/#/r/{rid}")  # the form anew
    new_evening(page, server.base, rid, ["Erich", "Anna", "Bernd", "Clara", "David"], "Jänner")
    enter_rufer(page, "Anna", "Clara")  # Erich deals and sits out: Anna is Vorhand
    new_evening(page, server.base, rid, ["Franz", "Anna", "Clara", "David"], "Februar")
    enter_rufer(page, "Anna", "David", won=False)
    page.goto(server.base + f"/#/r/{rid}")
    expect(page.locator("[data-sheet]")).to_have_count(2)
    check(page, "round", scheme)
    page.goto(server.base + f"/#/r/{rid}/season")
    page.locator('[data-period="all"]').click()
    expect(page.locator("table.standing tbody tr")).to_have_count(6)
    check(page, "round-season", scheme)
    page.goto(server.base + f"/#/r/{rid}/share")
    check(page, "round-share", scheme)
    page.goto(server.base + "/")
    expect(page.locator("[data-round]")).to_have_count(1)
    check(page, "sheets-with-round", scheme)


# h20-finish: the sheet menu's "Runde" part, for a sheet made outside the round (join it)
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_sheet_menus_round_part_passes_axe(phone, server, scheme):
    from .pages import create_round

    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/")
    create_round(page, server.base, [*FOUR, "Erich"], "Stammtisch")
    sid = create_sheet(page, server.base, ["Anna", "Bernd", "Clara", "Gerd"], "Beim Wirt")
    page.goto(server.base + f"/#/s/{sid}/menu")
    page.locator("#join-round").wait_for()
    page.locator("#h-sheet-round").scroll_into_view_if_needed()
    check(page, "sheet-menu-round", scheme)


LOADED = "() => !document.querySelector('main')?.innerText.includes('Loading')"


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_screen_in_english_passes_axe(phone, server, scheme):
    """The same screens as the German tours, in English: written (in German, by the helpers) and
    then switched, so every screen is seen in both languages and both themes."""
    from .pages import create_round, new_evening

    page = phone(color_scheme=scheme).new_page()
    page.goto(server.base + "/")
    sid = create_sheet(page, server.base, FOUR, title="Stammtisch", dealer="David")
    enter_rufer(page, "Anna", "Clara")
    enter_rufer(page, "Bernd", "Anna", won=False)
    rid = create_round(page, server.base, [*FOUR, "Erich", "Franz"], "Stammtisch", kitty=10)
    new_evening(page, server.base, rid, ["Erich", "Anna", "Bernd", "Clara", "David"], "Jänner")
    enter_rufer(page, "Anna", "Clara")
    page.evaluate("localStorage.setItem('lang', 'en')")
    page.goto(server.base + "/")
    page.reload()
    expect(page.get_by_role("link", name="New sheet")).to_be_visible()
    check(page, "sheets-en", scheme)
    page.goto(server.base + "/#/new")
    page.locator("#house-rules summary").click()
    check(page, "new-sheet-en", scheme)
    page.goto(server.base + f"/#/s/{sid}")
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(2)
    check(page, "sheet-en", scheme)
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    choose(page, "partner", "David")
    check(page, "deal-entry-en", scheme)
    page.goto(server.base + f"/#/s/{sid}")
    page.locator("table.grid tbody th.n a").first.click()
    page.wait_for_url("**/row/*")
    check(page, "row-details-en", scheme)
    for sub in ("check", "evening", "share", "menu", "tariff"):
        page.goto(server.base + f"/#/s/{sid}/{sub}")
        page.locator("main").wait_for()
        page.wait_for_function(LOADED)
        check(page, f"{sub}-en", scheme)
    for sub in ("", "/season", "/share", "/evening"):
        page.goto(server.base + f"/#/r/{rid}{sub}")
        page.locator("main").wait_for()
        page.wait_for_function(LOADED)
        check(page, f"round{sub.replace('/', '-')}-en", scheme)
    assert page.evaluate("() => document.documentElement.lang") == "en"
