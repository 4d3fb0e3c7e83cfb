"""The ``semmerge.language`` git attribute: a path -> the language it is merged as.

In: a file's path relative to the top of the work tree (git runs merge drivers there).
Out: the attribute's value, or ``None`` when it is not set for that path.

``*.tmpl semmerge.language=go`` in a ``.gitattributes`` file overrides detection by
extension. Asking git (``git check-attr``) costs a process, so git is asked only when
an attributes file that could apply mentions the attribute at all: most merges pay for
a few small file reads, not a process.
"""

from __future__ import annotations

import os

ATTRIBUTE = "semmerge.language"


def _mentions(path: str) -> bool:
    try:
        with open(path, "rb") as fh:
            return ATTRIBUTE.encode() in fh.read()
    except OSError:
        return False


def _candidate_files(path: str) -> list[str]:
    """``.gitattributes`` of the path's folders, and the repository's info/attributes."""
    files = [os.path.join(".git", "info", "attributes")]
    folder = os.path.dirname(path)
    while True:
        files.append(os.path.join(folder, ".gitattributes") if folder else ".gitattributes")
        if not folder:
            break
        folder = os.path.dirname(folder)
    return files


def attribute_language(path: str) -> str | None:
    """The ``semmerge.language`` value git gives ``path``, or None if unset."""
    if os.path.isabs(path) or not any(_mentions(f) for f in _candidate_files(path)):
        return None
    import subprocess  # only now: importing it costs a merge 10 ms

    try:
        out = subprocess.run(
            ["git", "check-attr", ATTRIBUTE, "--", path],
            capture_output=True, text=True, timeout=10, check=True,
        ).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    value = out.rstrip("\n").rsplit(": ", 1)[-1] if out else ""
    return None if value in ("", "unspecified", "unset", "set") else value
