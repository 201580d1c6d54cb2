"""The sheet at the table on small phones with real names: after saving deal 40 the new row and the
Σ row are on screen; long names are short heads with the full name as the column's name and on a
tap; the dealer's mark sits in the dealer's column; nothing is wider than the screen (sheet, evening
and the list of sheets, German and English). 39 deals are imported (fast), the 40th tapped in."""

import json
import random

import pytest
from playwright.sync_api import expect

from shared_rules import raw_profile
from tests.support.records import sample_record

from .pages import choose, save_deal, shoot

LONG = "Friedrich-Wilhelm Maximilian von und zu Obermüller-Hinterhuber X"  # 64 letters: the limit
NAMES = {
    4: ["Christiane", "Bartholomäus", "Hannelore", LONG],
    5: ["Christiane", "Bartholomäus", "Hannelore", "Wolfgang", "Maximiliane"],
}
PHONES = {"360": {"width": 360, "height": 740}, "390": {"width": 390, "height": 844}}

# the page no wider than the screen, and nothing in it reaching past the screen's edges (a wide table
# in a scroll box of its own would)
OVERFLOW = """() => {
  const root = document.documentElement, width = root.clientWidth, out = [];
  if (root.scrollWidth > width) out.push(`page ${root.scrollWidth} > ${width}`);
  for (const e of document.querySelectorAll('main *')) {
    const r = e.getBoundingClientRect();
    if (r.width && (r.right > width + 1 || r.left < -1)) out.push(`${e.tagName}.${e.className} ${Math.round(r.left)}..${Math.round(r.right)}`);
  }
  return out.slice(0, 8);
}"""
# every number of the grid shown whole: a cell clips what does not fit, so none may need more room
CLIPPED = """() => [...document.querySelectorAll('table.grid td, table.grid th')]
  .filter((c) => c.scrollWidth > c.clientWidth + 1).map((c) => `${c.dataset.player ?? ''}: ${c.textContent.trim()}`)"""
ON_SCREEN = """(selector) => {
  const el = document.querySelector(selector);
  const r = el.getBoundingClientRect();
  const x = r.left + Math.min(20, r.width / 2), y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);  // not under the fixed bar or the pinned Σ row
  return r.top >= 0 && r.bottom <= innerHeight && !!hit && el.contains(hit);
}"""


def _export(players: list[str], n: int) -> dict:
    rng = random.Random(len(players))
    entries = []
    for i in range(n):
        dealer = players[i % len(players)]
        active = [p for p in players if p != dealer] if len(players) == 5 else players
        entries.append({"id": f"00000000-0000-4000-8000-{i:012d}", "revision": 1, "dealer": dealer,
                        "deleted": False, "record": sample_record(rng, active), "written": None})  # fmt: skip
    profile = {"id": "ooe-2023", "version": "test", "data": raw_profile("ooe-2023")}
    sheet = {"title": "Stammtisch zum Goldenen Hirschen", "players": players, "first_dealer": players[0],
             "cents_per_point": 10, "house_rules": {}, "profile": profile}  # fmt: skip
    return {"format": "tarock-sheet", "format_version": 1, "sheet": sheet, "entries": entries}


def _import(page, base, data) -> str:
    page.goto(base + "/")
    page.set_input_files("#import-file", files=[{"name": "s.json", "mimeType": "application/json",
                                                 "buffer": json.dumps(data).encode()}])  # fmt: skip
    page.wait_for_url("**/#/s/*", timeout=30_000)
    page.locator("#new-deal").wait_for()
    return page.url.rsplit("/", 1)[1]


def _no_overflow(page, screen):
    assert page.evaluate(OVERFLOW) == [], screen


@pytest.mark.parametrize("size", PHONES)
@pytest.mark.parametrize("count", [4, 5])
def test_after_saving_deal_40_the_new_row_and_the_totals_are_on_screen_and_nothing_is_too_wide(
    browser, server, size, count
):
    players = NAMES[count]
    ctx = browser.new_context(viewport=PHONES[size], service_workers="allow")
    ctx.set_default_timeout(15_000)
    page = ctx.new_page()
    sid = _import(page, server.base, _export(players, 39))
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(39)

    page.locator("#new-deal").click()
    choose(page, "game", "dreier")
    page.locator('[data-name="declarer"] [data-value]').first.click()
    choose(page, "won", True)
    save_deal(page)
    newest = "table.grid tbody tr[data-entry]:last-child"
    expect(page.locator(f"{newest} th.n a")).to_have_text("40")
    page.wait_for_function(ON_SCREEN, arg=newest)  # scrolled there after the save
    assert page.evaluate(ON_SCREEN, "table.grid tfoot tr")
    shoot(page, f"sheet-long-names-{count}-{size}")

    # the dealer's mark in the dealer's column (deal 40: the fifth or fourth seat's turn)
    dealer = players[39 % count]
    mark = page.locator(f"{newest} .mark", has_text="G")
    expect(mark).to_have_count(1)
    assert mark.evaluate("(m) => m.closest('td').dataset.player") == dealer
    cell = page.locator(f'{newest} td[data-player="{dealer}"]').bounding_box()
    box = mark.bounding_box()
    assert cell["x"] <= box["x"] and box["x"] + box["width"] <= cell["x"] + cell["width"]

    # short heads, the full name as the column's name and on a tap
    head = page.locator(f'thead th[data-player="{players[1]}"]')
    expect(head).to_have_attribute("aria-label", players[1])
    assert len(head.inner_text()) < len(players[1])
    head.locator("button").click()
    expect(page.locator("#full-name")).to_have_text(players[1])

    for lang in ("de", "en"):
        page.evaluate("(l) => localStorage.setItem('lang', l)", lang)
        page.goto(server.base + f"/#/s/{sid}")
        page.reload()
        expect(page.locator(f"{newest} th.n a")).to_have_text("40")
        _no_overflow(page, f"sheet {lang}")
        assert page.evaluate(CLIPPED) == [], lang
        page.locator(".chip").nth(1).click()  # money: the longest numbers
        assert page.evaluate(CLIPPED) == [], f"money {lang}"
        _no_overflow(page, f"sheet money {lang}")
        page.goto(server.base + f"/#/s/{sid}/evening")
        expect(page.locator(".stat-cards li")).to_have_count(count)
        _no_overflow(page, f"evening {lang}")
        shoot(page, f"evening-long-names-{count}-{size}-{lang}")
        page.goto(server.base + "/")
        expect(page.locator(".sheet-card")).to_have_count(1)
        _no_overflow(page, f"list {lang}")
    ctx.close()
