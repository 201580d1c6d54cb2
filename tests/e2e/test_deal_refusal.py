"""A deal the engine refuses: the form says why next to the field at fault, in the table's language
(German first, English when the switch says so), from the message catalogue; the engine's own
technical reason is never shown."""

import pytest
from playwright.sync_api import expect

from .pages import SCREENSHOTS, choose, create_sheet, pad

FOUR = ["Anna", "Bernd", "Clara", "David"]


def refuse_a_dreier(page):
    """A Dreier whose renonce is a self-call: a Dreier calls no king, the engine refuses."""
    page.locator("#new-deal").click()
    choose(page, "game", "dreier")
    choose(page, "declarer", "Bernd")
    choose(page, "won", True)
    page.get_by_role("button", name="Renonce").click()
    page.locator('[data-renonce="Bernd"]').click()
    page.select_option("#renonce-rule", "own_king")


def test_a_refused_deal_reads_german_then_english_by_the_switch(phone, server):
    page = phone().new_page()
    create_sheet(page, server.base, FOUR)
    refuse_a_dreier(page)
    error = page.locator('section[aria-labelledby="h-more"] .error')
    expect(error).to_have_attribute("data-field", "renonce.rule")
    expect(error).to_have_attribute("data-code", "king.not_called")
    expect(error).to_have_text("Beim Dreier wird kein König gerufen.")
    expect(page.locator(".preview .error")).to_have_count(0)
    expect(page.get_by_text("calls no king")).to_have_count(0)
    expect(page.locator("#save-deal")).to_be_disabled()

    page.evaluate("localStorage.setItem('lang', 'en')")
    page.go_back()
    page.reload()
    refuse_a_dreier(page)
    expect(error).to_have_text("No king is called in the Dreier.")
    expect(page.get_by_text("renonce.rule")).to_have_count(0)


PHONES = [{"width": 360, "height": 740}, {"width": 390, "height": 844}]


def assert_in_view(page, locator):
    """Inside the viewport and clear of the header and the Save bar: read without scrolling."""
    expect(locator).to_be_visible()
    box = locator.bounding_box()
    header = page.locator("header.bar").bounding_box()
    save = page.locator(".actions.sticky").bounding_box()
    assert box["y"] >= header["y"] + header["height"] - 1, (box, header)
    assert box["y"] + box["height"] <= save["y"] + 1, (box, save)


def open_pad(page, section="h-out"):
    page.locator(f'section[aria-labelledby="{section}"] button.chip[aria-expanded]').first.click()


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_every_refusal_is_in_view_while_the_number_pad_is_open(phone, server, size):
    page = phone().new_page()
    page.set_viewport_size(size)
    create_sheet(page, server.base, FOUR)
    page.locator("#new-deal").click()

    # Trischaken: nothing red on the tap nor on opening the pad; a live sum while typing
    choose(page, "game", "trischaken")
    page.locator('tr[data-player="Anna"] button.chip').click()
    expect(page.locator("p.error")).to_have_count(0)
    expect(page.locator(".numpad-hint")).to_have_text("Bisher 0 von 70 Punkten.")
    pad(page, "40")
    assert_in_view(page, page.get_by_text("Bisher 40 von 70 Punkten."))
    page.locator('tr[data-player="Bernd"] button.chip').click()
    pad(page, "40")
    says = page.locator(".numpad p.error")
    expect(says).to_have_text("Zusammen 80 statt 70 Punkte.")
    assert_in_view(page, says)
    expect(page.locator("p.error")).to_have_count(1)  # said once, in the pad
    page.screenshot(path=str(SCREENSHOTS / f"deal-pad-trischaken-{size['width']}.png"))
    page.locator('tr[data-player="Bernd"] button.chip').click()  # closes Bernd's pad
    expect(page.locator('section[aria-labelledby="h-tr"] p.error')).to_have_text(
        "Zusammen 80 statt 70 Punkte."
    )

    # one player over 70 is called over 70
    choose(page, "game", "rufer")
    choose(page, "game", "trischaken")
    page.locator('tr[data-player="Clara"] button.chip').click()
    pad(page, "80")
    expect(says).to_have_text("Höchstens 70 Punkte.")
    assert_in_view(page, says)

    # a Dreier with 75 points; a half-typed P/B is a hint, not an error
    choose(page, "game", "dreier")
    choose(page, "declarer", "Bernd")
    open_pad(page)
    pad(page, "35/")
    expect(page.locator("p.error")).to_have_count(0)
    assert_in_view(page, page.locator(".numpad-hint"))
    for _ in "35/":
        page.get_by_role("button", name="Löschen").click()
    pad(page, "75")
    expect(says).to_have_text("Höchstens 70 Punkte.")
    assert_in_view(page, says)
    expect(page.locator("#save-deal")).to_be_disabled()

    # a tap elsewhere closes the pad; points that do not fit a Valat made are said in the pad
    page.get_by_role("button", name="Löschen").click()
    page.get_by_role("button", name="Löschen").click()
    page.get_by_role("button", name="+ Valat").click()
    expect(page.locator(".numpad")).to_have_count(0)
    page.get_by_role("button", name="+ Pagat ultimo").click()
    open_pad(page)
    pad(page, "20")
    expect(says).to_contain_text("Valat")
    assert_in_view(page, says)
    page.screenshot(path=str(SCREENSHOTS / f"deal-pad-valat-{size['width']}.png"))
    # the remove button says what it removes, in German
    expect(page.get_by_role("button", name="Pagat ultimo entfernen")).to_be_visible()


@pytest.mark.parametrize("size", PHONES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_bavarian_refusal_is_in_view_while_the_pad_is_open(phone, server, size):
    page = phone().new_page()
    page.set_viewport_size(size)
    create_sheet(page, server.base, ["Anna", "Bernd", "Clara"], profile="bayerisch")
    page.locator("#new-deal").click()
    choose(page, "game", "stockspiel")
    choose(page, "declarer", "Anna")
    expect(page.locator("p.error")).to_have_count(0)
    page.locator("#augen").click()
    expect(page.locator("p.error")).to_have_count(0)
    pad(page, "1")
    says = page.locator(".numpad p.error")
    expect(says).to_have_text("Diese Augenzahl kann kein Blatt ergeben.")
    assert_in_view(page, says)
