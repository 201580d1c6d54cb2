"""The JavaScript twin (pwa/engine) per deal vs JSON.parse + JSON.stringify of the same records and
results, measured in one Node run (target ≤ 1.5×). Needs Node.js ≥ 18."""

import json
import shutil
import subprocess
from pathlib import Path

from .evening import evening

SCRIPT = Path(__file__).with_name("bench_twin.mjs")


def main() -> None:
    if shutil.which("node") is None:
        raise SystemExit("bench_twin needs Node.js ≥ 18 on the PATH")
    records = json.dumps(evening(1000))
    out = subprocess.run(
        ["node", str(SCRIPT)], input=records, capture_output=True, text=True, check=True
    )
    print(out.stdout, end="")


if __name__ == "__main__":
    main()
