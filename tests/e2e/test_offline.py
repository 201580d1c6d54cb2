"""Offline first: the app loaded once works with the network cut (served by its service worker), a
sheet and three deals made offline reach the server once when the network returns — even when the
first answers are lost and the requests retried — a second device opening the share link sees them
all, and a co-writer's deal arrives on the first device."""

from playwright.sync_api import expect

from .pages import create_sheet, enter, local_data, shoot

FOUR = ["Anna", "Bernd", "Clara", "David"]


def wait_for_service_worker(page):
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=15_000)


def test_offline_sheet_syncs_once_and_meets_a_co_writer(phone, server):
    ctx = phone()
    page = ctx.new_page()
    page.goto(server.base + "/")
    wait_for_service_worker(page)

    # answers lost on the way back: the first create and the first entry reach the server, the
    # device sees a network error and sends them again later
    lost = {"sheet": 0, "entry": 0}

    def lose_first_answers(route):
        request = route.request
        kind = "entry" if "/entries/" in request.url else "sheet"
        if request.method == "PUT" and lost[kind] == 0:
            lost[kind] += 1
            route.fetch()  # the server does the work …
            route.abort("connectionreset")  # … and the answer never arrives
            return
        route.continue_()

    ctx.route("**/api/v1/sheets/**", lose_first_answers)

    ctx.set_offline(True)
    page.reload()
    expect(page.get_by_role("link", name="Neue Liste")).to_be_visible()
    sid = create_sheet(page, server.base, FOUR, title="Offline im Gasthaus")
    enter(page, "dreier", "Bernd")
    enter(page, "rufer", "Clara", partner="Anna")
    enter(page, "bettel", "David", won=False)
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(3)
    badge = page.locator('.bar [data-sync="pending"]')
    expect(badge).to_have_attribute("data-count", "4")  # the sheet and three deals
    shoot(page, "sheet-offline")
    sheet = local_data(page)["sheets"][0]
    assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])[0] in (
        401,
        404,
    )  # unknown

    ctx.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=30_000)
    assert lost == {"sheet": 1, "entry": 1}
    status, remote = server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])
    assert status == 200
    assert [e["record"]["game"] for e in remote["entries"]] == ["dreier", "rufer", "bettel"]
    assert remote["version"] == 3  # one write per deal: the retries changed nothing

    # a second device opens the co-writer link: sees all three, nothing doubled
    page.goto(server.base + f"/#/s/{sid}/share")
    link = page.locator('[data-link="edit"]').input_value()
    view_link = page.locator('[data-link="view"]').input_value()
    assert f"#/join/{sid}/edit/" in link and "?" not in link
    shoot(page, "share")
    other = phone().new_page()
    other.goto(link)
    other.wait_for_url(f"**/#/s/{sid}")
    expect(other.locator("table.grid tbody tr[data-entry]")).to_have_count(3)
    assert "join" not in other.evaluate("location.href")  # the token left the address bar
    enter(other, "solorufer", "Anna", partner="Bernd")
    expect(other.locator('.bar [data-sync="ok"]')).to_be_visible(timeout=15_000)

    # … and the first device gets it without doing anything
    page.goto(server.base + f"/#/s/{sid}")
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(4, timeout=20_000)
    assert server.api("GET", f"/api/v1/sheets/{sid}", sheet["view_token"])[1]["deals"] == 4

    # a reader's link shows the same sheet and offers no writing
    reader = phone().new_page()
    reader.goto(view_link)
    reader.wait_for_url(f"**/#/s/{sid}")
    expect(reader.locator("table.grid tbody tr[data-entry]")).to_have_count(4)
    expect(reader.locator("#new-deal")).to_have_count(0)


def test_api_answers_are_never_served_from_the_cache(phone, server):
    page = phone().new_page()
    page.goto(server.base + "/")
    wait_for_service_worker(page)
    page.context.set_offline(True)
    fetched = page.evaluate(
        """async () => {
          const app = await fetch('/bundle/main.js').then(r => r.ok, () => false);
          const api = await fetch('/api/v1/profiles').then(r => 'answered', () => 'network error');
          const cached = await caches.keys().then(async keys => {
            for (const k of keys) for (const r of await (await caches.open(k)).keys())
              if (new URL(r.url).pathname.startsWith('/api/')) return true;
            return false;
          });
          return {app, api, cached};
        }"""
    )
    assert fetched == {"app": True, "api": "network error", "cached": False}


START = """async () => {
  const early = await self.tarockBoot().snapshot;
  const files = performance.getEntriesByType('resource')
    .filter((r) => /^\\/(app|bundle)\\//.test(new URL(r.name).pathname));
  const page = performance.getEntriesByType('navigation')[0];
  const at = (name) => performance.getEntriesByName(name)[0].startTime;
  return {
    early: early && {sheet: early.sheet.id, view: !!early.view, entries: early.entries?.length ?? null},
    opened: at('app:database-opening'),
    modules: at('app:modules-loaded'),
    interactive: at('app:sheet-interactive'),
    files: files.length,
    routed: [page, ...files].filter((r) => r.workerFinalSourceType !== 'cache').map((r) => r.name),
  };
}"""


def offline_start(phone, server, *, keep_view: bool) -> tuple[str, dict]:
    """A sheet with one deal, opened again offline in a new page: its id and START's answer once
    the stored sheet is on screen; ``keep_view=False`` starts without the view kept in
    localStorage (the database keeps its own; test_start.py has more of the start with one)."""
    ctx = phone()
    page = ctx.new_page()
    sid = create_sheet(page, server.base, FOUR)
    wait_for_service_worker(page)
    enter(page, "dreier", "Bernd")
    ctx.set_offline(True)
    if not keep_view:
        page.goto(server.base + "/")  # the list keeps no view
        page.evaluate("localStorage.clear()")
        page.close()
    again = ctx.new_page()
    again.goto(f"{server.base}/#/s/{sid}")
    expect(again.locator("table.grid tbody tr[data-entry]")).to_have_count(1)
    again.wait_for_function("() => performance.getEntriesByName('app:sheet-loaded').length > 0")
    return sid, again.evaluate(START)


def test_an_offline_start_reads_the_sheet_early_and_its_files_by_static_routing(phone, server):
    sid, start = offline_start(phone, server, keep_view=False)
    # boot.js read the sheet in the address while the modules loaded, with its view as last drawn
    # kept in the database (data.js's viewKey) instead of its entries; the page and every file of
    # the app came from the cache by the browser's static routing, without the worker's handler
    assert start["early"] == {"sheet": sid, "view": True, "entries": None}
    assert start["opened"] < start["modules"]
    # boot.js, the styles, the bundle's main.js and its start chunk (esbuild's helpers beside it)
    assert start["files"] >= 4 and start["routed"] == []


def test_with_the_sheet_kept_as_last_drawn_the_database_opens_after_the_first_draw(phone, server):
    sid, start = offline_start(phone, server, keep_view=True)
    assert start["interactive"] < start["opened"]
    assert start["early"] == {"sheet": sid, "view": True, "entries": None}  # read then, for data.js
