try:
    import orjson as json_impl
<<<<<<< left
    import ujson as fast
||||||| base
=======
    import rapidjson as fast
>>>>>>> right
except ImportError:
    import json as json_impl


def dumps(value: object) -> str:
    return json_impl.dumps(value)


def fast_dumps(value: object) -> str:
    return fast.dumps(value)
