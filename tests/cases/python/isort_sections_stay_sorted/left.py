import os
import sys
from abc import ABC
from pathlib import Path
from typing import Any

ROOT: Any = Path(os.getcwd())
ARGS = sys.argv
