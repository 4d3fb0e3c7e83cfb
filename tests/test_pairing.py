"""Renamed definitions: a side's new definition that takes the place of a base one.

A definition is keyed by its name, so renaming it (or, in Java, changing its parameter
types) looks like a deletion and an addition. :func:`pair_renamed` pairs the two when
they sit in the same place and their bodies are mostly alike; the cases under
``tests/cases`` show whole merges (a rename on one side and an edit on the other merges;
two different renames conflict), these pin the pairing rule.
"""

from __future__ import annotations

from semmerge.merge.pairing import alike_text, pair_renamed, pair_replaced
from semmerge.parse.languages import get_parser
from semmerge.parse.tree import SymbolNode, parse_tree


def _members(text: str) -> list[SymbolNode]:
    spec, parser = get_parser("python")
    return parse_tree(text, spec, parser).children or []


BASE = '''\
def first():
    return 1


def load(path):
    with open(path) as handle:
        data = handle.read()
    return data.strip()


def last():
    return 3
'''


def _keys(side: str, other: str = BASE) -> list[str]:
    base = _members(BASE)
    return [n.key for n in pair_renamed(base, _members(side), _members(other))]


def test_a_renamed_function_takes_the_base_key() -> None:
    side = BASE.replace("def load(path):", "def read_text(path):")
    assert _keys(side) == _keys(BASE)


def test_a_renamed_and_lightly_edited_function_takes_the_base_key() -> None:
    side = BASE.replace("def load(path):", "def read_text(path, strip=True):").replace(
        "return data.strip()", "return data.strip() if strip else data")
    assert _keys(side) == _keys(BASE)


def test_a_different_function_in_the_same_place_is_not_a_rename() -> None:
    side = BASE.replace(
        "    with open(path) as handle:\n        data = handle.read()\n"
        "    return data.strip()\n",
        "    return json.loads(path)\n",
    ).replace("def load(path):", "def parse(path):")
    assert "def parse" in _keys(side)


def test_a_function_added_elsewhere_is_not_a_rename() -> None:
    # Same body, but after 'last' while 'load' went from before it: not the same place.
    body = "    with open(path) as handle:\n        data = handle.read()\n    return data.strip()\n"
    moved = "\n\ndef read_text(path):\n" + body
    side = BASE.replace("def load(path):\n" + body + "\n\n", "") + moved
    assert "def read_text" in _keys(side)


def test_two_equally_alike_candidates_pair_neither() -> None:
    body = "    with open(path) as handle:\n        data = handle.read()\n    return data.strip()\n"
    side = BASE.replace(
        "def load(path):\n" + body,
        "def read_a(path):\n" + body + "\n\ndef read_b(path):\n" + body,
    )
    keys = _keys(side)
    assert "def read_a" in keys and "def read_b" in keys


def test_no_pairing_when_the_other_side_kept_the_old_and_added_the_new_name() -> None:
    side = BASE.replace("def load(path):", "def read_text(path):")
    other = BASE + "\n\ndef read_text(path):\n    return load(path)\n"
    assert "def read_text" in _keys(side, other)


def test_a_gap_rewritten_wholesale_is_not_searched_for_renames() -> None:
    # Hundreds of definitions gone and hundreds new in one place is a rewrite: pairing
    # each old one with each new one would cost a diff per pair. (Each old one here has
    # exactly one new one alike, which a smaller gap would pair.)
    def body(i: int) -> str:
        loop = "    for item in items:\n"
        return f"    total = {i}\n{loop}        total += item * {i}\n    return total\n"

    last = "def last():\n    return 3\n"
    old = "".join(f"def old_{i}(items):\n{body(i)}\n\n" for i in range(30)) + last
    new = "".join(f"def new_{i}(items):\n{body(i)}\n\n" for i in range(30)) + last
    base, side = _members(old), _members(new)
    keys = [n.key for n in pair_renamed(base, side, base)]
    assert "def new_0" in keys and "def old_0" not in keys


def test_one_alike_line_does_not_carry_the_other_sides_edit() -> None:
    # Two one-line functions returning the same value are not evidence of a rename:
    # where the other side edited the old one, pairing would move its edit into the new
    # one. (With the old one unedited, the pairing changes nothing and may stand.)
    base = "def is_admin(user):\n    return user.flag\n\n\ndef last():\n    return 3\n"
    side = base.replace("def is_admin(user):", "def is_staff(user):")
    edited = base.replace("return user.flag", "return user.flag and user.active")
    keys = [n.key for n in pair_renamed(_members(base), _members(side), _members(edited))]
    assert "def is_staff" in keys
    kept = [n.key for n in pair_renamed(_members(base), _members(side), _members(base))]
    assert "def is_staff" not in kept


def test_a_renamed_function_compares_with_its_calls_of_itself_renamed() -> None:
    base = "def total(node):\n    return node.value + sum(total(c) for c in node.kids)\n"
    side = base.replace("total", "tree_sum")
    other = "x = 1\n\n\n" + base
    keys = [n.key for n in pair_renamed(_members(base), _members(side), _members(other))]
    assert keys == ["def total"]


def test_a_name_inside_a_longer_name_is_not_renamed() -> None:
    # Only "total" as a whole word is the definition's own name: "subtotal(c)" stays,
    # so the one body line differs and nothing pairs.
    base = "def total(node):\n    return subtotal(node)\n"
    side = "def tree_sum(node):\n    return subtree_sum(node)\n"
    keys = [n.key for n in pair_renamed(_members(base), _members(side), _members(base))]
    assert keys == ["def tree_sum"]


# pair_replaced: one base definition both sides replaced, each its own way.

FIELDS = """\
class Options:
    name: str = ""
    retries: int = 3
    verbose: bool = False
"""


def _replaced(left: str, right: str, base: str = FIELDS) -> tuple[list[str], list[str]]:
    members = [_members(t)[0].children or [] for t in (base, left, right)]
    paired = pair_replaced(*members)
    return [n.key for n in paired[0]], [n.key for n in paired[1]]


def test_a_one_liner_renamed_on_both_sides_takes_the_base_key_on_both() -> None:
    left, right = _replaced(FIELDS.replace("retries:", "attempts:"),
                            FIELDS.replace("retries:", "max_retries:"))
    assert "var retries" in left and "var retries" in right


def test_a_rename_on_one_side_only_is_left_to_the_other_rules() -> None:
    left, right = _replaced(FIELDS.replace("retries:", "attempts:"), FIELDS)
    assert "var attempts" in left


def test_a_moved_and_renamed_one_liner_is_found_by_its_text() -> None:
    moved = FIELDS.replace("    retries: int = 3\n", "").replace(
        "    name: str", "    tries: int = 3\n    name: str")
    left, right = _replaced(moved, FIELDS.replace("retries:", "max_retries:"))
    assert "var retries" in left and "var retries" in right


def test_among_new_members_alike_but_for_the_name_the_closer_name_wins() -> None:
    left_text = FIELDS.replace("    retries: int = 3\n",
                               "    retries_max: int = 3\n    timeout: int = 3\n")
    left, right = _replaced(left_text, FIELDS.replace("retries:", "max_retries:"))
    assert "var retries" in left and "var timeout" in left


def test_a_replacement_with_other_text_in_a_crowded_gap_pairs_nothing() -> None:
    left_text = FIELDS.replace("    retries: int = 3\n",
                               "    backoff: float = 0.5\n    timeout: int = 10\n")
    left, right = _replaced(left_text, FIELDS.replace("retries:", "max_retries:"))
    assert "var retries" not in left and "var retries" not in right



def test_a_rename_among_new_look_alikes_pairs_by_name_past_the_new_neighbours() -> None:
    # Left renamed head to header and added two look-alikes around it.
    base = "class P(Enum):\n    head = auto()\n    body = auto()\n"
    left, right = _replaced(
        "class P(Enum):\n    prefix = auto()\n    header = auto()\n    trailer = auto()\n"
        "    body = auto()\n",
        "class P(Enum):\n    head_part = auto()\n    body = auto()\n", base)
    assert left == ["var prefix", "var head", "var trailer", "var body"]
    assert right == ["var head", "var body"]


def test_a_long_statement_given_one_keyword_is_alike_its_base_one() -> None:
    args = ", ".join(f"value_{i}=compute_{i}(data)" for i in range(40))
    old = f"result = build({args})"
    new = f"result = build({args}, strict=True)"
    assert alike_text(old, new)
    assert alike_text(new, old)


def test_another_statement_in_its_place_is_not_alike() -> None:
    assert not alike_text("total = sum(prices) * rate", "logger.info('starting %s', name)")
    assert not alike_text("x = 1", "x = compute_the_value(config, retries=3, verbose=True)")


def test_an_edit_at_both_ends_is_matched_in_the_middle() -> None:
    old = "    if user.is_active and user.email:\n        send(user.email)"
    new = "if user.is_active and user.email:\n    send(user.email, retry=True)"
    assert alike_text(old, new)
    assert alike_text("", "")
