"""How often the check of attributes one side stopped setting fires on replayed merges.

For each Python scenario of earlier ``semmerge bench replay`` runs whose two sides'
changed lines share a ``self.`` attribute (one side removed a line with it, the other
added one), merge it and, where the result is clean, run
:func:`semmerge.merge.attributes.removed_attributes` on it; a finding is counted as
confirmed when the committed merge no longer has it (the developers changed the read).

    python benchmarks/attribute_findings.py bench-out/pallets+flask=path/to/flask.git ...
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
from pathlib import Path

from semmerge import merge_bytes
from semmerge.merge.attributes import removed_attributes
from semmerge.merge.linemerge import split_lines
from semmerge.merge.semantic import changed_lines

_ATTRIBUTE = re.compile(r"self\.([A-Za-z_]\w*)\b")


def _blob(repo: str, blob_id: str | None) -> str:
    if not blob_id:
        return ""
    out = subprocess.run(
        ["git", f"--git-dir={repo}", "cat-file", "blob", blob_id], capture_output=True, check=True
    )
    return out.stdout.decode("utf-8", "replace")


def _shared(base: list[str], left: list[str], right: list[str]) -> bool:
    """Do the sides' changed lines share an attribute one removed and the other added?"""
    (gone_l, new_l), (gone_r, new_r) = changed_lines(base, left), changed_lines(base, right)

    def names(lines: list[str]) -> set[str]:
        return {m[1] for line in lines for m in _ATTRIBUTE.finditer(line)}

    return bool(names(gone_l) & names(new_r) or names(gone_r) & names(new_l))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("replays", nargs="+", help="replay directory=repository git dir")
    args = parser.parse_args()
    total = fired = confirmed = 0
    for pair in args.replays:
        directory, repo = pair.split("=", 1)
        scenarios = json.loads((Path(directory) / "replay.json").read_text())["scenarios"]
        for s in scenarios:
            if not s["path"].endswith(".py"):
                continue
            total += 1
            texts = [_blob(repo, s[p]) for p in ("base", "left", "right")]
            lines = [split_lines(t) for t in texts]
            if not _shared(*lines):
                continue
            result = merge_bytes(*(t.encode() for t in texts), path=s["path"])
            if not result.clean:
                continue
            found = removed_attributes(*lines, result.data.decode("utf-8", "replace"), "self.")
            if not found:
                continue
            fired += 1
            kept = removed_attributes(*lines, _blob(repo, s["merged"]), "self.")
            confirmed += not kept
            print(Path(directory).name, s["merge"][:12], s["path"], found,
                  "confirmed" if not kept else "the commit reads it too")
    print(f"Python scenarios {total}, findings {fired}, confirmed by the commit {confirmed}")


if __name__ == "__main__":
    main()
