try:
    import orjson as json_impl
    import ruamel.yaml as yaml_impl
except ImportError:
    import json as json_impl
    import yaml as yaml_impl


def dumps(value: object) -> str:
    out = json_impl.dumps(value)
    return out.decode() if isinstance(out, bytes) else out


def dump_yaml(value: object) -> str:
    return yaml_impl.safe_dump(value)
