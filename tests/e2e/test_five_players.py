"""At a 5-player table the dealer sits out: the dealer rotates with every deal, the sitting-out
player's cell is greyed, and the deal form offers only the four who play."""

from playwright.sync_api import expect

from .pages import choose, create_sheet, local_data, save_deal, shoot

FIVE = ["Anna", "Bernd", "Clara", "David", "Erich"]


def test_five_players_rotate_the_dealer_and_grey_who_sits_out(phone, server):
    page = phone().new_page()
    create_sheet(page, server.base, FIVE, title="Fünferrunde", dealer="Erich")
    dealers = []
    for declarer in ("Anna", "Bernd", "Clara", "David", "Erich", "Anna"):
        dealer = page.locator("[data-next-dealer]").get_attribute("data-next-dealer")
        dealers.append(dealer)
        page.locator("#new-deal").click()
        choose(page, "game", "dreier")
        offered = page.locator('[data-name="declarer"] [data-value]').evaluate_all(
            "els => els.map(e => e.dataset.value)"
        )
        assert sorted(offered) == sorted(p for p in FIVE if p != dealer)  # the dealer sits out
        expect(page.locator(".seat")).to_contain_text(f"{dealer} setzt aus")
        choose(page, "declarer", declarer if declarer != dealer else offered[0])
        choose(page, "won", True)
        save_deal(page)
    assert dealers == ["Erich", "Anna", "Bernd", "Clara", "David", "Erich"]
    rows = page.locator("table.grid tbody tr[data-entry]")
    for i, dealer in enumerate(dealers):
        greyed = rows.nth(i).locator("td.out")
        expect(greyed).to_have_count(1)
        expect(greyed).to_have_attribute("data-player", dealer)
        expect(greyed).to_contain_text("setzt aus")
    color = rows.nth(0).locator("td.out").evaluate("e => getComputedStyle(e).backgroundColor")
    assert color not in ("rgba(0, 0, 0, 0)", "transparent")
    assert [
        e["dealer"] for e in sorted(local_data(page)["entries"], key=lambda e: e["order"])
    ] == dealers
    shoot(page, "sheet-five-players")
