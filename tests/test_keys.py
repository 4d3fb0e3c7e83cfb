"""Keys a merge repeats: both sides adding one key to the same keyed list, apart.

The line merge takes both additions (they are far apart); the result repeats a keyword
argument (which Python rejects), a struct field (which Go and Rust reject) or a
dictionary key (one side's value silently lost). The cases under ``tests/cases`` show
the whole merge; these pin the parts.
"""

from __future__ import annotations

import pytest

from semmerge import merge_texts
from semmerge.merge.keys import candidates, line_key, shared_keys


@pytest.mark.parametrize(
    ("line", "key"),
    [
        ("        timeout=5,\n", "timeout"),
        ("    private_members = False\n", "private_members"),
        ('    "timeout": 5,\n', "timeout"),
        ("    'timeout': [\n", "timeout"),
        ("  timeout: 5,\n", "timeout"),
        ("\t\tTimeout:  5,\n", "Timeout"),
        ("    if x == 1:\n", None),
        ("    x == 1,\n", None),
        ("    a := 1\n", None),
        ("    std::mem::take(x),\n", None),
        ("    handler => 1,\n", None),
        ("    return f(x)\n", None),
        ("    case 'a':\n", None),
    ],
)
def test_line_key(line: str, key: str | None) -> None:
    assert line_key(line) == key


def test_shared_keys_need_a_list_item_on_one_side() -> None:
    # Two assignments of one name (in two functions, say) are not list items.
    assert shared_keys(["    x = 1\n"], ["    x = 2\n"]) == set()
    assert shared_keys(["    x=1,\n"], ["    x=2\n"]) == {"x"}
    assert shared_keys(["    x = 2\n"], ["    'x': [\n"]) == {"x"}
    assert shared_keys(["    y=1,\n"], ["    x=2,\n"]) == set()


def test_candidates_need_a_line_from_each_side_in_one_run_of_items() -> None:
    lines = [
        "f(\n", "    timeout=5,\n", "    host=1,\n", "\n", "    timeout=10,\n", ")\n",
        "g(\n", "    timeout=7,\n", ")\n",
    ]
    added = (["    timeout=5,\n"], ["    timeout=10,\n", "    timeout=7,\n"])
    assert sorted(candidates(lines, added, {"timeout"})) == [1, 4]
    # Left's line in one call, right's in another: nothing to parse.
    assert candidates(lines[:4] + lines[5:], (["    timeout=5,\n"], ["    timeout=7,\n"]),
                      {"timeout"}) == {}


def test_candidates_leave_many_rows_to_the_parse() -> None:
    # Generated code: pairing rows line by line would cost more than one parse.
    # (Two calls: by layout alone no row would need the parse.)
    items = [f"    k{i}={i},\n" for i in range(80)]
    lines = ["f(\n", *items, ")\n", "g(\n", *items, ")\n"]
    found = candidates(lines, (items, items), {f"k{i}" for i in range(80)})
    assert len(found) == 160
    few = ["f(\n", *items[:30], ")\n", "g(\n", *items[:30], ")\n"]
    assert candidates(few, (items[:30], items[:30]), {f"k{i}" for i in range(30)}) == {}


BASE = 'SETTINGS = {\n    "host": "localhost",\n    "port": 8080,\n    "user": "admin",\n}\n'


def _settings(first: str, last: str) -> str:
    return BASE.replace('    "host"', first + '    "host"').replace(
        '    "user": "admin",\n', '    "user": "admin",\n' + last
    )


def test_dictionary_key_set_apart_by_each_side_to_different_values_conflicts() -> None:
    left = _settings('    "timeout": 5,\n', "")
    right = _settings("", '    "timeout": 10,\n')
    result = merge_texts(BASE, left, right, path="settings.py")
    assert not result.clean
    assert result.conflicts[0].kind == "duplicate"
    assert "'timeout' twice in one dictionary, at lines 2 and 6" in (result.reason or "")


def test_dictionary_key_set_apart_by_each_side_alike_is_left_alone() -> None:
    # A dictionary holds one entry either way; git's clean merge stands.
    left = _settings('    "timeout": 5,\n', "")
    right = _settings("", "    'timeout': 5,\n")
    result = merge_texts(BASE, left, right, path="settings.py")
    assert result.clean
    assert result.text.count("timeout") == 2


def test_keyword_argument_given_alike_by_each_side_apart_conflicts() -> None:
    # Python rejects a repeated keyword argument whatever its value.
    base = "client = Client(\n    host=1,\n    port=2,\n    user=3,\n)\n"
    left = base.replace("    host=1,\n", "    timeout=5,\n    host=1,\n")
    right = base.replace("    user=3,\n", "    user=3,\n    timeout=5,\n")
    result = merge_texts(base, left, right, path="client.py")
    assert not result.clean
    assert "'timeout' twice in one argument list" in (result.reason or "")


def test_object_key_set_alike_by_each_side_apart_is_left_alone_in_javascript() -> None:
    base = "const o = {\n  host: 1,\n  port: 2,\n  user: 3,\n};\n"
    left = base.replace("  host: 1,\n", "  timeout: 5,\n  host: 1,\n")
    right = base.replace("  user: 3,\n", "  user: 3,\n  timeout: 5,\n")
    assert merge_texts(base, left, right, path="o.js").clean


# SystemVerilog's named connections, '.port (net)': a language's own line_key_pattern.
SV_CONNECTION = r"[ \t]*\.([A-Za-z_][\w$]*)[ \t]*\("


@pytest.mark.parametrize(
    ("line", "key"),
    [("    .halt_i (1'b0),\n", "halt_i"), ("    .irq_i(irq)\n", "irq_i"),
     ("    timeout=5,\n", None), ("    a = b.c(d);\n", None), ("    .*\n", None)],
)
def test_line_key_pattern_of_a_language(line: str, key: str | None) -> None:
    assert line_key(line, SV_CONNECTION) == key


def test_shared_keys_with_a_language_pattern() -> None:
    left = ["    .halt_i (1'b0)\n"]
    right = ["    .halt_i (dbg_halt),\n"]
    assert shared_keys(left, right) == set()  # the default pattern sees no key
    assert shared_keys(left, right, SV_CONNECTION) == {"halt_i"}


def test_port_connected_by_each_side_apart_conflicts_in_systemverilog() -> None:
    base = ("module soc;\n  core u_core (\n    .clk_i  (clk_i),\n    .rst_ni (rst_ni),\n"
            "    .irq_i  (irq),\n    .dbg_i  (dbg)\n  );\nendmodule\n")
    left = base.replace("    .dbg_i  (dbg)\n", "    .dbg_i  (dbg),\n    .halt_i (1'b0)\n")
    clk = "    .clk_i  (clk_i),\n"
    right = base.replace(clk, "    .halt_i (dbg_halt),\n" + clk)
    result = merge_texts(base, left, right, "soc.sv")
    assert not result.clean
    assert "halt_i" in (result.reason or "")
    other = left.replace(".halt_i (1'b0)", ".boot_i (1'b0)")  # another port merges
    assert merge_texts(base, other, right, "soc.sv").clean
