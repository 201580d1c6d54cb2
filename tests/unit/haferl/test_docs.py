"""The examples in docs/bayerisch.md run as written."""

import doctest
from pathlib import Path

DOC = Path(__file__).resolve().parents[3] / "docs" / "bayerisch.md"


def test_the_family_page_examples_run():
    result = doctest.testfile(
        str(DOC), module_relative=False, optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
    )
    assert result.attempted >= 6 and result.failed == 0
