import os
from textwrap import dedent

HERE = os.getcwd()
DOC = dedent("  x")
