try:
    import orjson as json_impl
except ImportError:
    import json as json_impl


def dumps(value: object) -> str:
    return json_impl.dumps(value)
