"""A deal the engine refuses: the live preview says why in the table's language (German first,
English when the switch says so), with the engine's own reason kept as the detail."""

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
    error = page.locator(".preview .error")
    expect(error).to_have_attribute("data-field", "renonce.rule")
    expect(error).to_contain_text("Diese Renonce-Regel passt nicht zu diesem Spiel.")
    expect(error.locator(".detail")).to_have_text("renonce.rule: Dreier calls no king")
    expect(page.locator("#save-deal")).to_be_disabled()

    page.evaluate("localStorage.setItem('lang', 'en')")
    page.go_back()
    page.reload()
    refuse_a_dreier(page)
    expect(error).to_contain_text("This renonce rule does not fit this game.")
    expect(error).not_to_contain_text("Renonce-Regel")
    expect(error.locator(".detail")).to_have_text("renonce.rule: Dreier calls no king")
