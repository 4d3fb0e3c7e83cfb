import json


def load(path):
    try:
        with open(path) as fh:
            return json.load(fh)
    except json.JSONDecodeError:
        return {}
    except FileNotFoundError:
        return {}


def parse(text):
    try:
        return json.loads(text)
    except TypeError:
        return None
    except json.JSONDecodeError:
        return None
