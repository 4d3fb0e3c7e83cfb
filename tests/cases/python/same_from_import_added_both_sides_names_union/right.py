import os
from textwrap import indent

HERE = os.getcwd()
QUOTED = indent("x", "> ")
