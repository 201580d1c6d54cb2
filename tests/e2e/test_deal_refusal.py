"""A deal the engine refuses: the form says why next to the field at fault, in the table's language
(German first, English when the switch says so), from the message catalogue; the engine's own
technical reason is never shown."""

from playwright.sync_api import expect

from .pages import choose, create_sheet

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
