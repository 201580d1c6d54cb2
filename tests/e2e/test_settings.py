"""The settings screen (pwa/app/screens/settings.js): reached from the sheets list's header; the
language and a forced theme outlast a reload (and apply before the app draws); the rules, cents per
point and own name it keeps are what the new-sheet form starts with; a value the engine would
refuse is said so and not kept. No screen of the tariff or the settings is wider than the phone, in
either language."""

import pytest
from playwright.sync_api import expect

from shared_rules.vocabulary import MAX_CENTS_PER_POINT

from .pages import setting

DARK_BG = "rgb(17, 24, 20)"  # styles.css: --bg, dark
LIGHT_BG = "rgb(247, 245, 239)"


def background(page) -> str:
    return page.evaluate("() => getComputedStyle(document.body).backgroundColor")


def test_language_and_theme_outlast_a_reload(phone, server):
    page = phone(color_scheme="light").new_page()
    page.goto(server.base + "/")
    page.get_by_role("link", name="Einstellungen").click()
    page.wait_for_url("**/#/settings")
    expect(page.get_by_role("heading", name="Einstellungen")).to_be_visible()
    page.get_by_role("button", name="English").click()
    expect(page.get_by_role("heading", name="Settings")).to_be_visible()
    page.get_by_role("button", name="dark").click()
    assert background(page) == DARK_BG  # forced, though the device is light
    page.reload()
    expect(page.get_by_role("heading", name="Settings")).to_be_visible()
    assert page.evaluate("() => document.documentElement.lang") == "en"
    assert page.evaluate("() => document.documentElement.dataset.theme") == "dark"
    assert background(page) == DARK_BG
    expect(page.locator('[data-name="theme"] [aria-pressed="true"]')).to_have_text("dark")

    page.get_by_role("button", name="as the device").click()
    assert background(page) == LIGHT_BG
    page.reload()
    expect(page.get_by_role("heading", name="Settings")).to_be_visible()
    assert page.evaluate("() => document.documentElement.dataset.theme") is None
    page.get_by_role("button", name="Deutsch").click()
    page.goto(server.base + "/")
    expect(page.get_by_role("link", name="Neue Liste")).to_be_visible()


def test_the_new_sheet_form_starts_with_the_rules_cents_and_name_kept_here(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/#/settings")
    page.locator('#pref-profile option[value="tirol-2026"]').wait_for(state="attached")
    page.select_option("#pref-profile", "tirol-2026")
    page.fill("#pref-cents", str(MAX_CENTS_PER_POINT + 1))
    expect(page.get_by_role("alert")).to_have_text(
        f"Eine ganze Zahl von 0 bis {MAX_CENTS_PER_POINT}."
    )
    page.fill("#pref-cents", "25")
    page.fill("#pref-name", "Hannelore ")  # kept as the name it is, without the space
    expect(page.get_by_role("alert")).to_have_count(0)
    expect(page.locator("[data-saved]")).to_have_text("Gespeichert.")
    assert setting(page, "new_sheet.profile") == "tirol-2026"
    assert setting(page, "new_sheet.cents_per_point") == 25
    assert setting(page, "own_name") == "Hannelore"

    page.goto(server.base + "/#/new")
    expect(page.locator("#profile")).to_have_value("tirol-2026")
    expect(page.locator("#cents")).to_have_value("25")
    expect(page.locator('[data-player="0"]')).to_have_value("Hannelore")
    page.select_option("#profile", "ooe-2023")  # another profile: still this phone's cents
    expect(page.locator("#cents")).to_have_value("25")

    page.goto(server.base + "/#/settings")
    page.fill("#pref-cents", "")  # empty: the rules' own again
    expect(page.locator("[data-saved]")).not_to_have_text("")
    page.goto(server.base + "/#/new")
    page.locator("#profile").wait_for()
    expect(page.locator("#cents")).to_have_value("10")  # Tirol's own cents per point


OVERFLOW = "() => document.documentElement.scrollWidth - document.documentElement.clientWidth"


@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_screen_of_the_tariff_or_the_settings_is_wider_than_the_phone(phone, server, lang):
    page = phone().new_page()
    page.goto(server.base + "/")
    if lang == "en":
        page.get_by_role("button", name="EN", exact=True).click()
    # through the list's link, as a player opens it (the language switch redraws the list)
    page.get_by_role("link", name="Einstellungen" if lang == "de" else "Settings").click()
    page.locator("#pref-name").fill("Bartholomäus-Maximilian")
    assert page.evaluate(OVERFLOW) <= 0, "settings"
    page.goto(server.base + "/#/new")
    page.locator('#profile option[value="ktc-2023"]').wait_for(state="attached")
    page.select_option("#profile", "ktc-2023")  # the most games
    for i, name in enumerate(["Christiane", "Bartholomäus", "Hannelore", "Wolfgang"]):
        page.fill(f'[data-player="{i}"]', name)
    page.locator("#house-rules summary").click()
    page.locator("#tariff summary").click()
    page.fill("#tv-premium-vier_koenige-announced", "1000")
    page.fill("#tv-game-solodreier", "abc")  # a reason in a cell
    assert page.evaluate(OVERFLOW) <= 0, "new sheet"
    page.fill("#tv-game-solodreier", "12")
    page.get_by_role("button", name="Liste anlegen" if lang == "de" else "Create sheet").click()
    page.wait_for_url("**/#/s/*")
    page.goto(page.url + "/tariff")
    page.locator("table.tariff").first.wait_for()
    assert page.evaluate(OVERFLOW) <= 0, "tariff"
