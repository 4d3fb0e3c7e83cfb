import os
from typing import Any

ENV: Any = os.environ
