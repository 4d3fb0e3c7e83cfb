"""Named nodes of white space alone (XML's CharData between tags) stand between no comment
and the member below it."""

from __future__ import annotations

from semmerge.parse.languages import get_parser
from semmerge.parse.tree import parse_tree

SOURCE = """<Project>
  <!-- Pinned for the libraries we ship. -->
  <ItemGroup>
    <PackageVersion Include="A" Version="1.0" />
  </ItemGroup>
</Project>
"""


def test_a_comment_at_the_head_of_a_container_leads_into_its_first_member() -> None:
    spec, parser = get_parser("xml")
    project = parse_tree(SOURCE, spec, parser).children[0]
    first = project.children[0]
    assert project.header == "<Project>\n"
    assert "<!-- Pinned" in first.text
