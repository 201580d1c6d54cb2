"""Run every benchmark module (bench/bench_*.py) in turn; each prints ratios measured in one run."""

import importlib
import pkgutil
import sys

import bench


def main(selected: list[str]) -> None:
    names = sorted(
        m.name for m in pkgutil.iter_modules(bench.__path__) if m.name.startswith("bench_")
    )
    for name in names:
        if selected and not any(s in name for s in selected):
            continue
        print(f"== {name}", flush=True)
        importlib.import_module(f"bench.{name}").main()


if __name__ == "__main__":
    main(sys.argv[1:])
