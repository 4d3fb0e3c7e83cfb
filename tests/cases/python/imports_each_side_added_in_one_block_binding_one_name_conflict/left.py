try:
    import orjson as json_impl
    import ujson as fast
except ImportError:
    import json as json_impl


def dumps(value: object) -> str:
    return json_impl.dumps(value)


def fast_dumps(value: object) -> str:
    return fast.dumps(value)
