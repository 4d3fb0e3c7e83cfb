try:
    import orjson as json_impl
    import tomli_w as toml_impl
except ImportError:
    import json as json_impl
    import toml as toml_impl


def dumps(value: object) -> str:
    out = json_impl.dumps(value)
    return out.decode() if isinstance(out, bytes) else out


def dump_toml(value: dict) -> str:
    return toml_impl.dumps(value)
