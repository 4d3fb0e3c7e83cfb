import os
from typing import Any, Optional

ENV: Any = os.environ
USER: Optional[str] = ENV.get("USER")
