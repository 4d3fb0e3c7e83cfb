import os
from textwrap import dedent, indent

HERE = os.getcwd()
DOC = dedent("  x")
QUOTED = indent("x", "> ")
