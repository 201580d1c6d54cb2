"""The round's own tariff on the new-sheet form (pwa/app/tariff.js, screens/tariffparts.js): a game's
value changed there reaches the sheet, whose totals are then the server's settlement of the same
records under the same house rules; the sample deal follows every change; the profile's value stands
beside each changed one; what Kontra doubles is said from the profile's data; a sheet shows its
tariff read-only."""

import json
from fractions import Fraction
from pathlib import Path

import pytest
from playwright.sync_api import expect

from shared_rules.counting import parse_points
from shared_rules.vocabulary import MAX_HOUSE_VALUE

from .live import PHONE
from .pages import enter, local_data, on_screen_totals

FOUR = ["Anna", "Bernd", "Clara", "David"]
TALL = {"width": 390, "height": 844}
PROFILES = Path(__file__).resolve().parents[2] / "shared_rules" / "profiles"


def raw_profile(profile_id: str) -> dict:
    """A profile document of either family as the app serves it."""
    return json.loads((PROFILES / f"{profile_id}.json").read_text(encoding="utf-8"))


def open_form(page, base, profile="ooe-2023"):
    page.goto(base + "/#/new")
    page.locator(f'#profile option[value="{profile}"]').wait_for(state="attached")
    page.select_option("#profile", profile)
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    page.select_option("#dealer", "3")  # David deals: Anna is Vorhand and may play the Rufer


def preview(page, which):
    row = page.locator(f'[data-preview="{which}"]')
    return Fraction(row.get_attribute("data-points")), int(row.get_attribute("data-cents"))


@pytest.mark.parametrize("viewport", [PHONE, TALL], ids=["360x740", "390x844"])
def test_a_rufer_worth_two_moves_the_preview_and_the_totals_as_the_server_settles_them(
    browser, server, viewport
):
    page = browser.new_context(viewport=viewport).new_page()
    open_form(page, server.base)
    page.locator("#tariff summary").click()
    rufer = page.locator("#tv-game-rufer")
    expect(rufer).to_have_value(str(raw_profile("ooe-2023")["games"]["rufer"]["value"]))
    page.select_option("#preview-game", "rufer")
    expect(page.locator("[data-sample]")).to_contain_text("Anna gewinnt Rufer mit Clara")
    before = preview(page, "here")
    assert before == preview(page, "rule")  # nothing changed yet

    rufer.fill("2")
    expect(page.locator("#tv-game-rufer-was")).to_have_text("Regel: 1")
    expect(page.locator('[data-game="rufer"] td.changed')).to_have_count(1)
    expect(page.locator("#tariff summary")).to_contain_text("(1)")
    # the sample's game is worth one more point, its money the same point at 10 ct with Kontra ×2
    expect(page.locator('[data-preview="here"]')).not_to_have_attribute(
        "data-points", str(before[0])
    )
    here, rule = preview(page, "here"), preview(page, "rule")
    assert rule == before
    assert here[0] - rule[0] == 1  # OÖ: Kontra doubles the money only, so one point more
    assert here[1] - rule[1] == 2 * 10

    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    sheet = local_data(page)["sheets"][0]
    assert sheet["house_rules"] == {"game_values": {"rufer": 2}}
    enter(page, "rufer", "Anna", "Clara", True)
    enter(page, "dreier", "Bernd", None, False)
    entries = sorted(local_data(page)["entries"], key=lambda e: e["order"])
    records = [
        {**e["record"], "players": FOUR, "cents_per_point": 10, "house_rules": sheet["house_rules"]}
        for e in entries
    ]
    status, data = server.api("POST", "/api/v1/settle/batch", body={"records": records})
    assert status == 200 and data["failed"] == 0, data
    shown = {p: Fraction(v) for p, v in on_screen_totals(page).items()}
    assert shown == {p: Fraction(v) for p, v in data["totals"]["points"].items()}
    rufer_line = data["results"][0]["settlement"]["lines"][0]
    assert rufer_line["value"] == 2 and "house_rules.game_values.rufer" in rufer_line["keys"]


def test_a_premium_and_a_house_rule_move_the_preview_too(phone, server):
    page = phone().new_page()
    open_form(page, server.base)
    page.select_option("#preview-game", "rufer")
    before = preview(page, "here")
    page.locator("#tariff summary").click()
    page.fill("#tv-premium-pagat-announced", "5")
    expect(page.locator("#tv-premium-pagat-announced-was")).to_have_text("Regel: 2")
    expect(page.locator('[data-preview="here"]')).to_have_attribute(
        "data-points", str(before[0] + 3)
    )
    page.locator("#house-rules summary").click()
    page.locator("#hr-kontra_on_points").check()  # now Kontra doubles the game's point as well
    expect(page.locator('[data-preview="here"]')).to_have_attribute(
        "data-points", str(before[0] + 3 + 1)
    )
    expect(page.locator("div.field", has=page.locator("#hr-kontra_on_points"))).to_contain_text(
        "Regel: nein"
    )
    sheet_rules = {"premium_values": {"pagat": {"announced": 5}}, "kontra_on_points": True}
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    assert local_data(page)["sheets"][0]["house_rules"] == sheet_rules


def test_a_value_that_is_not_a_whole_number_is_refused_in_its_cell(phone, server):
    page = phone().new_page()
    open_form(page, server.base)
    page.locator("#tariff summary").click()
    page.fill("#tv-game-piccolo", "zwei")
    cell = page.locator('[data-game="piccolo"] td')
    expect(cell.get_by_role("alert")).to_have_text(f"Eine ganze Zahl von 0 bis {MAX_HOUSE_VALUE}.")
    expect(page.locator("#create-why")).to_have_text("Bitte die markierte Angabe ändern.")
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_disabled()
    page.fill("#tv-game-bettel", str(MAX_HOUSE_VALUE + 1))
    expect(page.locator("#create-why")).to_have_text("Bitte die 2 markierten Angaben ändern.")
    page.fill("#tv-game-piccolo", "3")
    page.fill("#tv-game-bettel", "4")
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.get_by_role("button", name="Liste anlegen")).to_be_enabled()


@pytest.mark.parametrize("profile_id", ["ooe-2023", "tirol-2026", "bayerisch"])
def test_the_kontra_note_says_what_kontra_doubles_by_the_profiles_data(phone, server, profile_id):
    page = phone().new_page()
    page.goto(server.base + "/#/new")
    page.locator(f'#profile option[value="{profile_id}"]').wait_for(state="attached")
    page.select_option("#profile", profile_id)
    kontra = raw_profile(profile_id).get("kontra")
    note = page.locator("[data-kontra-note]")
    if kontra is None:  # a family without Kontra: nothing to say
        expect(page.locator("#profile")).to_have_value(profile_id)
        expect(note).to_have_count(0)
        return
    expected = "kontra_points" if kontra["on_points"] else "kontra_money"
    expect(note).to_have_attribute("data-kontra-note", expected)
    if not kontra["on_points"]:
        expect(note).to_contain_text("nur das Geld, nicht die Punkte")
    page.locator("#house-rules summary").click()
    page.locator("#hr-kontra_on_points").set_checked(not kontra["on_points"])
    flipped = "kontra_money" if kontra["on_points"] else "kontra_points"
    expect(note).to_have_attribute("data-kontra-note", flipped)
    page.select_option("#hr-kontra_levels", "0")
    expect(note).to_have_text("Nach diesen Regeln wird nicht kontriert.")


def test_a_threshold_in_card_points_reaches_the_sheet_as_its_thirds(phone, server):
    page = phone().new_page()
    open_form(page, server.base)
    page.locator("#house-rules summary").click()
    page.fill("#hr-threshold", "35/1")
    expect(page.locator("div.field", has=page.locator("#hr-threshold"))).to_contain_text(
        "Regel: 35/2"
    )
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    sid = page.url.rsplit("/", 1)[1]
    thirds = page.evaluate(
        """async (id) => {
          const { loadSheet } = await import("/bundle/app/data.js");
          const { sheetProfile } = await import("/bundle/app/rules.js");
          return sheetProfile((await loadSheet(id)).sheet).threshold;
        }""",
        sid,
    )
    assert thirds == parse_points("35/1") == 106


def test_a_sheet_shows_its_tariff_read_only(phone, server):
    page = phone().new_page()
    open_form(page, server.base)
    page.locator("#tariff summary").click()
    page.fill("#tv-game-rufer", "2")
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    page.goto(page.url + "/menu")  # the sheet's menu links its tariff
    page.locator("#open-tariff").click()
    page.wait_for_url("**/tariff")
    cell = page.locator('[data-value="tv-game-rufer"]')
    expect(cell).to_contain_text("2")
    expect(cell).to_contain_text("Regel: 1")
    expect(page.locator("[data-kontra-note]")).to_contain_text("nur das Geld")
    expect(page.locator("main input")).to_have_count(0)
