try:
    import orjson as json_impl
except ImportError:
    import json as json_impl


def dumps(value: object) -> str:
    out = json_impl.dumps(value)
    return out.decode() if isinstance(out, bytes) else out
