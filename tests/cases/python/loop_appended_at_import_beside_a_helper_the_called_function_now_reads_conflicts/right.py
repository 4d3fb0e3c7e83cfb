"""Named unit converters, registered at import."""

_CONVERTERS = {}


def register(name, factor):
    _check_name(name)
    _CONVERTERS[name] = factor


def convert(value, name):
    return value * _CONVERTERS[name]


def _check_name(name):
    if not name.isidentifier() or name in _CONVERTERS:
        raise ValueError(f"bad or duplicate converter name: {name!r}")
