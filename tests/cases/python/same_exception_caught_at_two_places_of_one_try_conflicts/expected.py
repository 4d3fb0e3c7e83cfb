import json


def load(path):
    try:
        with open(path) as fh:
            return json.load(fh)
<<<<<<< left
    except json.JSONDecodeError as exc:
        raise ValueError(f"{path}: {exc}") from exc
    except FileNotFoundError:
        return {}
||||||| base
    except FileNotFoundError:
        return {}
=======
    except FileNotFoundError:
        return {}
    except json.JSONDecodeError:
        return {}
>>>>>>> right
