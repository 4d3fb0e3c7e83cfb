import os
import sys
from pathlib import Path
from typing import Any

ROOT: Any = Path(os.getcwd())
ARGS = sys.argv
