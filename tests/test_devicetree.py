"""Devicetree: which files are Devicetree, and what its members are keyed by.

The merge behaviours themselves are cases under ``tests/cases/devicetree``; these tests
pin the keys those cases rely on, so that a spec change that merely renames a key shows
here rather than as a puzzling merge.
"""

from __future__ import annotations

import pytest

from semmerge.parse.languages import detect_language, get_parser
from semmerge.parse.tree import parse_tree


@pytest.mark.parametrize("path", ["boards/acme.dts", "soc/acme.dtsi", "app/boards/x.overlay",
                                  "ARCH/BOARD.DTS"])
def test_devicetree_files_are_detected(path: str) -> None:
    assert detect_language(path) == "devicetree"


def test_nodes_are_keyed_by_name_and_unit_address_references_by_label() -> None:
    spec, parser = get_parser("devicetree")
    text = (
        "/dts-v1/;\n#include <acme.dtsi>\n#define PORT 1\n\n/ {\n\tmodel = \"x\";\n"
        "\tsoc {\n\t\tuart0: serial@1000 {\n\t\t\tstatus = \"okay\";\n\t\t};\n"
        "\t\t/omit-if-no-ref/ pins: pins-a {\n\t\t\tpins = <1>;\n\t\t};\n\t};\n};\n\n"
        "&uart0 {\n\tcurrent-speed = <115200>;\n};\n\n&{/soc/serial@1000} {\n\tx;\n};\n\n"
        "/delete-node/ &uart1;\n"
    )
    tree = parse_tree(text, spec, parser)
    top = tree.children or []
    assert [c.key for c in top] == [
        "stmt file_version: /dts-v1/;", "include #include <acme.dtsi>", "macro PORT",
        "node /", "node &uart0", "node &{/soc/serial@1000}",
        "stmt delete_node: /delete-node/ &uart1;",
    ]
    root = top[3]
    assert [c.key for c in root.children or []] == ["prop model", "node soc"]
    soc = (root.children or [])[1]
    assert [c.key for c in soc.children or []] == ["node serial@1000", "node pins-a"]
    serial = (soc.children or [])[0]
    assert [c.key for c in serial.children or []] == ["prop status"]


def test_a_node_written_on_one_row_is_merged_as_text() -> None:
    spec, parser = get_parser("devicetree")
    tree = parse_tree("/ {\n\tcpu@0 { reg = <0>; };\n};\n", spec, parser)
    (root,) = tree.children or []
    (cpu,) = root.children or []
    assert cpu.key == "node cpu@0" and cpu.children is None
