"""Another group's rule set built in the app (issue 35): from OÖ the table chooses the four new
choices in the house-rule list — a Vorhand tied for the most like anyone else, two tied losers
paying one each, every other player paying each Jungfrau, a Kontra void only on a lost game — the
own rule set's summary says each in plain words (German and English, never a key), its sample deals
show them against OÖ, and two Trischaken deals where the choices matter total on the phone as the
server settles them."""

from fractions import Fraction

from playwright.sync_api import expect

from .pages import SCREENSHOTS, choose, local_data, on_screen_totals, pad, save_deal, tap
from .test_custom_rules import SWITCH, sample

FOUR = ["Anna", "Bernd", "Clara", "David"]  # David deals first: Anna is the Vorhand
CHOICES = {
    "trischaken_vorhand_tie": "shares",
    "trischaken_tied_losers": "each_pays_one",
    "jungfrau_split": "all_pay",
    "solo_king_kontra": "void_if_lost",
}
SUMMARY = {
    "de": [
        "Jungfrauen beim Trischaken: jeder andere zahlt jeder Jungfrau",
        "Trischaken: gleichauf Verlierende: jeder zahlt einem",
        "Trischaken: Vorhand gleichauf: wie jeder andere",
        "Solorufer, König im Talon: Kontra: wirkungslos nur, wenn das Spiel verloren ist",
    ],
    "en": [
        "Jungfrauen in Trischaken: every other player pays each",
        "Trischaken: tied losers: each pays one",
        "Trischaken: Vorhand tied: like anyone else",
        "Solorufer, king in the talon: Kontra: void only when the game is lost",
    ],
}
#: by hand (docs/rules.md §4.1): Bernd and Clara tied at 25/0 pay one each (+1 −1 −1 +1; OÖ: ±2);
#: then David without a trick, every other player pays him 1 (−1 −1 −1 +3; OÖ: Bernd −3, David +3)
EXPECTED = {"Anna": 1 - 1, "Bernd": -1 - 1, "Clara": -1 - 1, "David": 1 + 3}

LANG = """async (lang) => (await import("/bundle/app/ui.js")).setLang(lang)"""


def trischaken(page, rows):
    tap(page, "#new-deal")
    choose(page, "game", "trischaken")
    for player, points, tricks in rows:
        page.get_by_role("button", name=f"Punkte von {player}").click()
        pad(page, points)
        page.get_by_label(f"Stiche von {player}").select_option(tricks)


def test_another_groups_choices_are_offered_summarised_and_settle_alike_on_phone_and_server(
    phone, server
):
    page = phone().new_page()
    page.goto(server.base + "/#/new")
    page.locator('#profile option[value="ooe-2023"]').wait_for(state="attached")
    page.select_option("#profile", "ooe-2023")
    for i, name in enumerate(FOUR):
        page.fill(f'[data-player="{i}"]', name)
    page.select_option("#dealer", "3")
    page.locator("#house-rules summary").click()
    for key, choice in CHOICES.items():
        page.select_option(f"#hr-{key}", choice)
    for lang in ("de", "en"):  # the four choices as a player reads them (looked at)
        for theme in ("light", "dark"):
            page.evaluate(SWITCH, [lang, theme])
            page.locator("#house-rules").screenshot(
                path=str(SCREENSHOTS / f"peer-house-rules-{lang}-{theme}.png")
            )
    page.evaluate(SWITCH, ["de", "system"])
    page.locator("#custom-rules summary").click()
    summary = page.locator("[data-custom-summary]")
    for lang in ("en", "de"):
        page.evaluate(LANG, lang)
        for part in SUMMARY[lang]:
            expect(summary).to_contain_text(part)
        assert "hr." not in summary.inner_text()
    # the samples where the choices show: own rule set against OÖ (docs/rules.md §4.1)
    assert sample(page, "trischaken_tie", "Anna") == (-1, -6)  # tied with Clara, or alone ×2
    assert sample(page, "jungfrau", "David") == (3, 3)
    assert sample(page, "jungfrau", "Anna") == (-1, 0)  # she pays David, or Bernd pays it all
    page.locator("#custom-on").check()
    page.fill("#custom-name", "Gruppe Wels")
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    sid = page.url.rsplit("/", 1)[1]
    sheet = local_data(page)["sheets"][0]
    assert sheet["custom_profile"]["switches"] == CHOICES
    assert sheet["profile_data"]["trischaken"]["vorhand_tie"] == "shares"

    trischaken(page, [("Bernd", "25", "4"), ("Clara", "25", "4"), ("David", "8", "1")])
    expect(page.get_by_role("button", name="Punkte von Anna")).to_have_text("12/0")
    expect(page.locator(".preview")).to_contain_text("Bernd und Clara verlieren")
    save_deal(page)
    trischaken(page, [("Bernd", "30", "5"), ("Clara", "20", "4"), ("David", "0", "0")])
    expect(page.locator(".preview")).to_contain_text("Jungfrau David kassiert je 1")
    save_deal(page)
    shown = {p: Fraction(v) for p, v in on_screen_totals(page).items()}
    assert shown == EXPECTED
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])
    assert status == 200, remote
    assert remote["custom_profile"]["name"] == "Gruppe Wels"
    assert {p: Fraction(v) for p, v in remote["totals"]["points"].items()} == EXPECTED
