import os
from pathlib import Path
from typing import Any

ENV: Any = os.environ
HOME = Path.home()
