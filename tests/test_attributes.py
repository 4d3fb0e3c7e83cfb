"""Instance attributes one side renamed everywhere, read by the other side's new code
(:mod:`semmerge.merge.attributes`): reported, and a conflict under ``strict``."""

from __future__ import annotations

from semmerge import merge_texts

BASE = (
    "class Limiter:\n"
    "    def __init__(self, limit):\n"
    "        self.limit = limit\n"
    "        self.calls = []\n"
    "\n"
    "    def allow(self, now):\n"
    "        if len(self.calls) < self.limit:\n"
    "            self.calls.append(now)\n"
    "            return True\n"
    "        return False\n"
)
LEFT = BASE.replace("self.limit", "self.per_minute")
RIGHT = BASE + (
    "\n"
    "    def remaining(self):\n"
    "        return self.limit - len(self.calls)\n"
)


def test_an_attribute_one_side_renamed_is_reported_where_the_other_side_reads_it() -> None:
    result = merge_texts(BASE, LEFT, RIGHT, path="limiter.py")
    assert result.clean
    assert result.findings == [
        "'self.limit' is used at line 13 but left no longer sets it anywhere"
    ]
    strict = merge_texts(BASE, LEFT, RIGHT, path="limiter.py", strict=True)
    assert not strict.clean and [c.symbol for c in strict.conflicts] == ["self.limit"]


def test_an_attribute_the_merge_still_sets_is_no_finding() -> None:
    right = RIGHT.replace(
        "    def remaining(self):\n",
        "    def reset(self, limit):\n        self.limit = limit\n\n    def remaining(self):\n",
    )
    assert merge_texts(BASE, LEFT, right, path="limiter.py").findings == []


def test_a_class_that_sets_attributes_dynamically_is_not_judged() -> None:
    base = BASE.replace("        self.calls = []\n",
                        "        self.calls = []\n        setattr(self, 'extra', 1)\n")
    left = base.replace("self.limit", "self.per_minute")
    right = base + "\n    def remaining(self):\n        return self.limit - len(self.calls)\n"
    assert merge_texts(base, left, right, path="limiter.py").findings == []


def test_a_ruby_instance_variable_one_side_renamed_is_reported() -> None:
    base = (
        "class Cart\n"
        "  def initialize(items)\n"
        "    @items = items\n"
        "  end\n"
        "\n"
        "  def size\n"
        "    @items.size\n"
        "  end\n"
        "end\n"
    )
    left = base.replace("@items", "@lines")
    right = base.replace(
        "end\nend\n", "end\n\n  def empty?\n    @items.empty?\n  end\nend\n"
    )
    result = merge_texts(base, left, right, path="cart.rb")
    assert result.clean
    assert any("'@items' is used at line 11" in f for f in result.findings)
