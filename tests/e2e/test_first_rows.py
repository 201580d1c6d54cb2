"""The start of a sheet draws only the newest rows the screen shows (the rest a moment later), and
they fill the screen: the first frame after the start's scroll has no gap above the drawn rows,
on a short and a tall phone, from the view kept in localStorage and from the one in IndexedDB."""

import pytest
from playwright.sync_api import expect

from .test_long_sheet_start import FORGET_LAST, long_sheet

# at the first mark: the rows drawn; in the frame after it (the start has scrolled to the newest
# deal by then): where the first drawn row's top is and where Σ stands
FIRST_FRAME = """(() => {
  const mark = performance.mark.bind(performance);
  performance.mark = (name, ...rest) => {
    if (name === "app:sheet-interactive" && !window.firstFrame) {
      const rows = () => [...document.querySelectorAll("table.grid tbody tr[data-entry]")];
      window.firstFrame = { drawn: rows().length };
      requestAnimationFrame(() => {
        window.firstFrame.top = rows()[0].getBoundingClientRect().top;
        window.firstFrame.sum = document.querySelector("table.grid tfoot").getBoundingClientRect().bottom;
        window.firstFrame.stillDrawn = rows().length;
      });
    }
    return mark(name, ...rest);
  };
})()"""


@pytest.mark.parametrize("size", [(360, 740), (390, 844)])
@pytest.mark.parametrize("kept", ["localStorage", "database"])
def test_the_start_draws_the_rows_the_screen_shows_and_they_fill_it(phone, server, size, kept):
    ctx, page, sid = long_sheet(phone, server, 40)
    ctx.add_init_script(FIRST_FRAME)
    page.set_viewport_size({"width": size[0], "height": size[1]})
    ctx.set_offline(True)
    page.goto("about:blank")
    if kept == "database":
        page.goto(server.base + "/")  # the list: same origin, keeps no view
        page.evaluate(FORGET_LAST)
        page.goto("about:blank")
    page.goto(f"{server.base}/#/s/{sid}")
    page.wait_for_function("() => window.firstFrame && window.firstFrame.top !== undefined")
    first = page.evaluate("window.firstFrame")
    # fewer than the 12 a view keeps on these phones, the rows up to the screen's top all there
    assert 4 <= first["drawn"] < 12
    if first["stillDrawn"] == first["drawn"]:  # that frame came before the rest were drawn
        assert first["top"] <= 0
    assert first["sum"] <= size[1]  # Σ in view
    expect(page.locator("table.grid tbody tr[data-entry]")).to_have_count(40)  # then all of them
