"""What a user does on the PWA's screens, as reusable steps (taps by the controls' names)."""

from __future__ import annotations

import json
import time
from pathlib import Path

from playwright.sync_api import Page, expect

from shared_rules import raw_profile
from tests.support.records import sample_record

from .live import AXE

SCREENSHOTS = Path(__file__).resolve().parent / "screenshots"

READ_IDB = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open("tarock");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const tx = open.result.transaction(["sheets", "entries"]);
    const out = {};
    tx.objectStore("sheets").getAll().onsuccess = (e) => (out.sheets = e.target.result);
    tx.objectStore("entries").getAll().onsuccess = (e) => (out.entries = e.target.result);
    // as JSON: Playwright's own copy of an object drops an own key named __proto__ (a player's)
    tx.oncomplete = () => { open.result.close(); resolve(JSON.stringify(out)); };
  };
})"""


def wait_until(page: Page, js: str, arg=None, timeout: float = 15.0) -> None:
    """Wait until ``js`` (a function of ``arg``) gives a truthy value, awaiting a promise it returns.

    Playwright's ``wait_for_function`` takes a returned promise itself as truthy: it would not wait
    for an IndexedDB read, a dynamic import or a fetch."""
    deadline = time.monotonic() + timeout
    while not page.evaluate(js, arg):
        if time.monotonic() > deadline:
            raise TimeoutError(f"not true after {timeout} s: {js}")
        time.sleep(0.05)


def tap(page: Page, selector: str) -> None:
    page.locator(selector).first.click()


def choose(page: Page, name: str, value, scope: str = "") -> None:
    value = json.dumps(value) if isinstance(value, bool) else str(value)
    tap(page, f'{scope} [data-name="{name}"] [data-value="{value}"]'.strip())


def create_sheet(
    page: Page,
    base: str,
    players: list[str],
    title: str = "",
    dealer: str | None = None,
    profile: str | None = None,
) -> str:
    page.goto(base + "/#/new")
    if profile:
        page.locator(f'#profile option[value="{profile}"]').wait_for(state="attached")
        page.select_option("#profile", profile)
    if len(players) != 4:
        page.get_by_role("button", name=f"{len(players)} Spieler").click()
    if title:
        page.fill("#title", title)
    for i, name in enumerate(players):
        page.fill(f'[data-player="{i}"]', name)
    if dealer:
        page.select_option("#dealer", str(players.index(dealer)))
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    return page.url.rsplit("/", 1)[1]


def pad(page: Page, text: str) -> None:
    """Type on the app's number pad (the one open)."""
    for ch in text:
        page.locator(".numpad .key", has_text=ch).first.click()


def save_deal(page: Page) -> None:
    expect(page.locator("#save-deal")).to_be_enabled()
    page.locator("#save-deal").click()
    page.wait_for_url("**/#/s/*")
    expect(page.locator("#new-deal")).to_be_visible()


def enter(
    page: Page, game: str, declarer: str, partner: str | None = None, won: bool = True
) -> None:
    """A new deal of ``game`` by taps: declarer, partner (if any), won or lost, saved."""
    page.locator("#new-deal").click()
    choose(page, "game", game)
    choose(page, "declarer", declarer)
    if partner:
        choose(page, "partner", partner)
    choose(page, "won", won)
    save_deal(page)


READ_SETTING = """(key) => new Promise((resolve, reject) => {
  const open = indexedDB.open("tarock");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction("settings").objectStore("settings").get(key);
    get.onsuccess = () => { open.result.close(); resolve(JSON.stringify(get.result ?? null)); };
    get.onerror = () => reject(get.error);
  };
})"""


def setting(page: Page, key: str):
    """A value of the app's settings store (IndexedDB), e.g. the outbox of sheet deletions."""
    return json.loads(page.evaluate(READ_SETTING, key))


def local_data(page: Page) -> dict:
    return json.loads(page.evaluate(READ_IDB))


# pairs, not an object: Playwright's copy of an object drops an own key named __proto__ (a player's)
FINAL_CELLS = """() => [...document.querySelectorAll("tfoot td[data-final]")]
  .map((td) => [td.dataset.final, td.dataset.total])"""


def on_screen_totals(page: Page) -> dict:
    """The Σ row as {player: total}, read in one go (cell by cell, a re-render could mix two sheets)."""
    return dict(page.evaluate(FINAL_CELLS))


def sheet_totals(page: Page, base: str, sid: str, players: list[str]) -> dict:
    """Open a sheet and read its Σ row once the screen shows that sheet's players.

    Going from one sheet to another, the old table stays until the new one is drawn."""
    page.goto(base + f"/#/s/{sid}")
    page.wait_for_function(
        f"names => JSON.stringify(({FINAL_CELLS})().map(([name]) => name).sort()) === names",
        arg=json.dumps(sorted(players), separators=(",", ":")),
    )
    return on_screen_totals(page)


def axe_violations(page: Page) -> list:
    """axe-core (from pwa/node_modules) run in the page; serious and critical violations only.

    Evaluated through the DevTools protocol, which the page's CSP does not govern."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.evaluate(AXE.read_text(encoding="utf-8") + "\n;0")
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    return [
        {"id": v["id"], "impact": v["impact"], "nodes": [n["target"] for n in v["nodes"]][:5]}
        for v in result["violations"]
        if v["impact"] in ("serious", "critical")
    ]


def shoot(page: Page, name: str) -> None:
    """The whole page as laid out, from its top: a page scrolled down (the sheet at its newest
    deal) would show its sticky bars in the middle of the picture. The scroll is put back."""
    at = page.evaluate("() => [scrollX, scrollY]")
    page.evaluate("() => scrollTo(0, 0)")
    page.screenshot(path=str(SCREENSHOTS / f"{name}.png"), full_page=True)
    page.evaluate("([x, y]) => scrollTo(x, y)", at)


SMALL_TARGETS = """() => [...document.querySelectorAll('button, a[href], select, input, summary, [role=button]')]
  .filter((e) => e.getClientRects().length && getComputedStyle(e).visibility !== 'hidden'
    && !(e.tagName === 'INPUT' && e.type === 'file'))
  .map((e) => { const r = (e.tagName === 'INPUT' && (e.type === 'checkbox' || e.type === 'radio') ? e.closest('label') || e : e).getBoundingClientRect();
    return [e.tagName + (e.id ? '#' + e.id : '') + ' ' + (e.textContent || e.getAttribute('aria-label') || '').trim().slice(0, 20), Math.round(r.width), Math.round(r.height)]; })
  .filter(([, w, h]) => w < 44 || h < 44)"""


def small_targets(page: Page) -> list:
    """Visible controls smaller than 44 × 44 CSS pixels (a thumb's reach)."""
    return page.evaluate(SMALL_TARGETS)


# h20-pwa: rounds (issue 20)
def create_round(page: Page, base: str, members: list[str], title: str = "", kitty: int = 0) -> str:
    """A round made on the new-round form: its id."""
    page.goto(base + "/#/newround")
    # the form lists the profiles once the app has read them (a new phone: while its service
    # worker precaches the whole app, which a busy machine makes slow)
    page.locator("#profile option").first.wait_for(state="attached", timeout=30_000)
    if title:
        page.fill("#title", title)
    for _ in range(len(members) - 4):
        page.locator("#add-member").click()
    for i, name in enumerate(members):
        page.fill(f'[data-player="{i}"]', name)
    if kitty:
        page.fill("#kitty", str(kitty))
    page.get_by_role("button", name="Runde anlegen").click()
    page.wait_for_url("**/#/r/*")
    return page.url.rsplit("/", 1)[1]


def new_evening(page: Page, base: str, rid: str, players: list[str], title: str) -> str:
    """A sheet in round ``rid`` for ``players`` (members, in seating order): its id."""
    page.goto(base + f"/#/r/{rid}/evening")
    for name in players:
        page.locator(f'.member-pick [data-member="{name}"]').click()
    page.fill("#title", title)
    page.get_by_role("button", name="Liste anlegen").click()
    page.wait_for_url("**/#/s/*")
    return page.url.rsplit("/", 1)[1]


def season_standing(page: Page) -> dict:
    """The season's standing as on screen: member → (points, money in cents)."""
    rows = page.locator("table.standing tbody tr")
    return {
        rows.nth(i).get_attribute("data-member"): (
            rows.nth(i).get_attribute("data-points"),
            rows.nth(i).get_attribute("data-money"),
        )
        for i in range(rows.count())
    }


READ_ROUNDS = """() => new Promise((resolve, reject) => {
  const open = indexedDB.open("tarock-rounds");
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const get = open.result.transaction("rounds").objectStore("rounds").getAll();
    get.onsuccess = () => { open.result.close(); resolve(JSON.stringify(get.result)); };
    get.onerror = () => reject(get.error);
  };
})"""


def local_rounds(page: Page) -> list:
    """The rounds stored on this phone (their own IndexedDB database, roundstore.js)."""
    return json.loads(page.evaluate(READ_ROUNDS))


# h19-start: a long sheet made by importing its export (as bench_pwa and the long-sheet tests do)
def sheet_export(players: list[str], n: int, rng) -> dict:
    """A sheet of ``n`` random deals in the app's export format (entry ids 00000000-…-<i>)."""
    entries = []
    for i in range(n):
        entries.append({"id": f"00000000-0000-4000-8000-{i:012d}", "revision": 1,
                        "dealer": players[i % len(players)], "deleted": False,
                        "record": sample_record(rng, players), "written": None})  # fmt: skip
    profile = {"id": "ooe-2023", "version": "bench", "data": raw_profile("ooe-2023")}
    sheet = {"title": f"{n} Spiele", "players": players, "first_dealer": players[0],
             "cents_per_point": 10, "house_rules": {}, "profile": profile}  # fmt: skip
    return {"format": "tarock-sheet", "format_version": 1, "sheet": sheet, "entries": entries}


def import_sheet(page: Page, base: str, data: dict) -> str:
    """Import ``data`` (an export) on the sheets list; the new sheet's id."""
    page.goto(base + "/")
    page.set_input_files(
        "#import-file",
        files=[
            {"name": "s.json", "mimeType": "application/json", "buffer": json.dumps(data).encode()}
        ],
    )
    page.wait_for_url("**/#/s/*", timeout=60_000)
    page.locator("#new-deal").wait_for()
    return page.url.rsplit("/", 1)[1]
