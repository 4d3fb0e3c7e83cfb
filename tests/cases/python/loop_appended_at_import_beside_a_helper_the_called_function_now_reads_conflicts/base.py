"""Named unit converters, registered at import."""

_CONVERTERS = {}


def register(name, factor):
    _CONVERTERS[name] = factor


def convert(value, name):
    return value * _CONVERTERS[name]
