"""A round's own rule set built in the app (issue 22): from OÖ the table makes the valat an add-on
(4/8 on top of the game) and plays Trischaken without a Bürgermeister; the form says the
differences in plain words and settles sample deals by both rule sets; the set needs a name that
is not an official one; the sheet is created with it, settled offline by the engine's twin and sent
as ``custom_profile``; a valat deal and a Trischaken deal where each switch matters total as the
server settles them, and a second phone joining by the share link shows the same numbers and the
same summary. Axe clean, targets ≥ 44 px, text written for players, screenshots at 360 px in
German and English, light and dark."""

from fractions import Fraction

from playwright.sync_api import expect

from shared_rules import raw_profile
from shared_rules.custom import custom_profile
from tests.support.breach_deals import one_breach_deal

from .pages import (
    SCREENSHOTS,
    axe_violations,
    choose,
    import_sheet,
    local_data,
    on_screen_totals,
    pad,
    save_deal,
    shoot,
    small_targets,
    tap,
)
from .test_check_deal import export_of, open_check, tap_talon_and_tricks
from .test_player_texts import text_faults

FOUR = ["Anna", "Bernd", "Clara", "David"]  # David deals first: Anna is the Vorhand
SWITCHES = {"valat_mode": "premium", "trischaken_buergermeister": False}
SUMMARY_DE = "Valat zählt 4/8 zusätzlich; Trischaken ohne Bürgermeister."
SUMMARY_EN = "Valat counts 4/8 on top; Trischaken without Bürgermeister."
#: by hand (docs/rules.md §4.1): Rufer won with an announced valat made, 1 + 8 per player; then
#: Trischaken, Clara loses with 36/2 and no Bürgermeister: the single rate, 3 to the table
EXPECTED = {"Anna": 9 + 1, "Bernd": -9 + 1, "Clara": 9 - 3, "David": -9 + 1}

SWITCH = """async ([lang, theme]) => {
  const ui = await import("/bundle/app/ui.js");  // the app's own module: its screens redraw
  ui.setLang(lang);
  ui.setTheme(theme);
}"""


def check_screen(page, name, ready):
    """Axe clean and thumb-sized at 360 px, German and English, light and dark (screenshots)."""
    page.set_viewport_size({"width": 360, "height": 800})
    for lang in ("de", "en"):
        for theme in ("light", "dark"):
            page.evaluate(SWITCH, [lang, theme])
            expect(page.locator("[data-custom-summary]")).to_have_text(ready[lang])
            assert axe_violations(page) == [], (name, lang, theme)
            assert small_targets(page) == [], (name, lang, theme)
            text = page.evaluate("() => document.body.innerText")
            assert text_faults(text, lang) == [], (name, lang)
            shoot(page, f"custom-{name}-{lang}-{theme}")
            section = page.locator("#custom-rules")
            if section.count():  # the editor alone, as a player reads it
                section.screenshot(
                    path=str(SCREENSHOTS / f"custom-{name}-rules-{lang}-{theme}.png")
                )
    page.evaluate(SWITCH, ["de", "system"])


def sample(page, key, player):
    row = page.locator(f'[data-custom-sample="{key}"] [data-player-row="{player}"]')
    return Fraction(row.get_attribute("data-own")), Fraction(row.get_attribute("data-base"))


def build_own_rules(page, base):
    page.goto(base + "/#/new")
    page.locator('#profile option[value="ooe-2023"]').wait_for(state="attached")
    page.select_option("#profile", "ooe-2023")
    page.fill("#title", "Freitag im Gasthaus")
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    page.select_option("#dealer", "3")
    page.locator("#house-rules summary").click()
    page.select_option("#hr-valat_mode", "premium")
    page.locator("#hr-trischaken_buergermeister").uncheck()
    page.locator("#custom-rules summary").click()
    expect(page.locator("[data-custom-summary]")).to_have_text(SUMMARY_DE)
    # the base's value beside each switch, the sample deals settled by both rule sets
    expect(page.locator("#custom-rules")).to_contain_text("Regel: 8")  # valat announced, OÖ
    assert sample(page, "valat", "Anna") == (9, 8)  # 1 + 8 on top, or the game ×8
    own, ooe = sample(page, "trischaken", "Clara")
    assert own > ooe  # without a Bürgermeister Clara pays the single rate
    # a rule set of its own needs a name, never an official one
    page.locator("#custom-on").check()
    create = page.get_by_role("button", name="Liste anlegen")
    expect(create).to_be_disabled()
    expect(page.locator("#create-why")).to_have_text("Bitte dem Regelwerk einen Namen geben.")
    page.fill("#custom-name", raw_profile("ooe-2023")["name"])
    expect(page.locator("#custom-name-err")).to_be_visible()
    expect(create).to_be_disabled()
    page.fill("#custom-name", "Stammtisch Linz")
    expect(page.locator("#custom-name-err")).to_have_count(0)
    expect(page.locator("#custom-rules summary")).to_contain_text("Stammtisch Linz")
    check_screen(page, "form", {"de": SUMMARY_DE, "en": SUMMARY_EN})
    page.set_viewport_size({"width": 360, "height": 740})
    create.click()
    page.wait_for_url("**/#/s/*")
    return page.url.rsplit("/", 1)[1]


def play_where_each_switch_matters(page):
    # a Rufer won with an announced valat made: the valat on top of the game
    page.locator("#new-deal").click()
    choose(page, "game", "rufer")
    choose(page, "declarer", "Anna")
    choose(page, "partner", "Clara")
    choose(page, "won", True)
    page.get_by_role("button", name="+ Valat").click()
    choose(page, "state", "announced-made", scope='[data-premium="valat"]')
    expect(page.locator(".preview .line").first).to_be_visible()
    save_deal(page)
    # Trischaken: Clara loses with 36/2, which would make her Bürgermeister by OÖ
    tap(page, "#new-deal")
    choose(page, "game", "trischaken")
    for player, points, tricks in (
        ("Bernd", "16/2", "3"),
        ("Clara", "36/2", "5"),
        ("David", "10", "2"),
    ):
        page.get_by_role("button", name=f"Punkte von {player}").click()
        pad(page, points)
        page.get_by_label(f"Stiche von {player}").select_option(tricks)
    expect(page.get_by_role("button", name="Punkte von Anna")).to_have_text("6/2")
    expect(page.locator(".preview")).to_contain_text("Clara verliert")
    save_deal(page)


def test_a_table_builds_its_own_rules_from_ooe_and_a_second_phone_shows_the_same_numbers(
    phone, server
):
    page = phone().new_page()
    sid = build_own_rules(page, server.base)
    sheet = local_data(page)["sheets"][0]
    assert sheet["custom_profile"]["switches"] == SWITCHES
    assert sheet["custom_profile"]["base"] == "ooe-2023"
    assert sheet["profile_data"]["name"] == "Stammtisch Linz"
    assert sheet["profile_data"]["valat"]["mode"] == "premium"
    assert sheet["house_rules"] == {}
    play_where_each_switch_matters(page)
    shown = {p: Fraction(v) for p, v in on_screen_totals(page).items()}
    assert shown == EXPECTED
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)

    # the server froze the same rule set under the sheet's own name and settled alike
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])
    assert status == 200, remote
    assert remote["custom_profile"]["name"] == "Stammtisch Linz"
    assert remote["custom_profile"]["base"]["id"] == "ooe-2023"
    assert {p: Fraction(v) for p, v in remote["totals"]["points"].items()} == EXPECTED

    # a second phone joins by the share link: same numbers, same summary of the rules
    page.goto(server.base + f"/#/s/{sid}/share")
    link = page.locator('[data-link="edit"]').input_value()
    other = phone().new_page()
    other.goto(link)
    other.wait_for_url(f"**/#/s/{sid}")
    expect(other.locator("table.grid tbody tr[data-entry]")).to_have_count(2)
    assert {p: Fraction(v) for p, v in on_screen_totals(other).items()} == EXPECTED
    joined = local_data(other)["sheets"][0]
    assert joined["profile_data"] == sheet["profile_data"]  # the frozen rule set, as built here
    other.goto(server.base + f"/#/s/{sid}/tariff")
    expect(other.locator("[data-custom-view]")).to_contain_text("Stammtisch Linz")
    check_screen(other, "sheet", {"de": SUMMARY_DE, "en": SUMMARY_EN})


def test_an_imported_export_of_an_own_rule_set_reaches_the_server_under_its_name(phone, server):
    """A phone with only the frozen document (an import; a joined sheet continued likewise)
    sends the overlay rebuilt from it and its base: the server builds the same rule set."""
    overlay = {"base": "ooe-2023", "id": "stammtisch-linz", "name": "Stammtisch Linz",
               "version": "1", "switches": SWITCHES}  # fmt: skip
    status, made = server.api(
        "POST", "/api/v1/sheets", body={"players": FOUR, "custom_profile": overlay}
    )
    assert status == 201, made
    edit, sid = made["edit_token"], made["sheet"]["id"]
    record = {"game": "trischaken", "declarer": "Anna", "forehand": "Anna",
              "trischaken": {"points": {"Anna": "6/2", "Bernd": "16/2", "Clara": "36/2",
                                        "David": "10"}}}  # fmt: skip
    status, _ = server.api(
        "PUT",
        f"/api/v1/sheets/{sid}/entries/00000000-0000-4000-8000-000000000001",
        edit,
        body={"revision": 1, "record": record},
    )
    assert status == 201
    status, export = server.api("GET", f"/api/v1/sheets/{sid}/export.json", edit)
    assert status == 200, export
    page = phone().new_page()
    new_id = import_sheet(page, server.base, export)
    assert {p: Fraction(v) for p, v in on_screen_totals(page).items()} == {
        "Anna": 1, "Bernd": 1, "Clara": -3, "David": 1
    }  # fmt: skip
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)
    token = local_data(page)["sheets"][0]["view_token"]
    status, there = server.api("GET", f"/api/v1/sheets/{new_id}/profile", token)
    assert status == 200, there
    status, original = server.api("GET", f"/api/v1/sheets/{sid}/profile", edit)
    assert there["profile"] == original["profile"]


def test_a_deal_checked_card_by_card_on_an_own_rule_set_is_kept_by_the_server(phone, server):
    """Issue 21's check on a sheet with its own rule set: the card-by-card record reaches the
    server, which replays it by the sheet's frozen document (no registry knows its id)."""
    seats = ("Bernd", "Clara", "David", "Anna")
    deal, _ = one_breach_deal("ooe-2023", "dreier", seats, "farbzwang", announce=0)
    own = custom_profile("ooe-2023", {"id": "stammtisch-linz", "name": "Stammtisch Linz",
                                      "version": "1", "switches": SWITCHES})  # fmt: skip
    profile = {"id": own.id, "version": own.version, "data": own.data}
    record = {"game": "dreier", "declarer": deal["declarer"], "won": True}
    page = phone().new_page()
    sid = import_sheet(page, server.base, export_of(profile, record))
    open_check(page, sid)
    tap_talon_and_tricks(page, deal)
    expect(page.locator(".finding")).to_have_attribute("data-rule", "farbzwang")
    page.locator("#verify-apply").click()
    page.wait_for_url("**/row/*")
    sheet = local_data(page)["sheets"][0]
    for _ in range(60):  # the applied revision reaches the server with the next sync
        status, there = server.api("GET", f"/api/v1/sheets/{sid}", sheet["edit_token"])
        if status == 200 and there["entries"] and there["entries"][0]["play"] is not None:
            break
        page.wait_for_timeout(500)
    assert there["entries"][0]["play"]["tricks"] == [{"cards": t["cards"]} for t in deal["tricks"]]
    assert there["custom_profile"]["name"] == "Stammtisch Linz"
    assert there["entries"][0]["record"]["renonce"]["rule"] == "farbzwang"
    page.goto(server.base + f"/#/s/{sid}")
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(1)
    shown = {p: Fraction(v) for p, v in on_screen_totals(page).items()}
    assert shown == {p: Fraction(v) for p, v in there["totals"]["points"].items()}
