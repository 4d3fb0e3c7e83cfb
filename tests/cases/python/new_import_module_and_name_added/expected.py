import os
from pathlib import Path
from typing import Any, Optional

ENV: Any = os.environ
HOME = Path.home()
USER: Optional[str] = ENV.get("USER")
