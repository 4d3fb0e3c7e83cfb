import json
<<<<<<< left
from typing import Any, Optional
||||||| base
from typing import Any
=======
from typing import Any
from typing_extensions import Optional
>>>>>>> right


def load(path: str) -> Any:
    with open(path) as f:
        return json.load(f)
