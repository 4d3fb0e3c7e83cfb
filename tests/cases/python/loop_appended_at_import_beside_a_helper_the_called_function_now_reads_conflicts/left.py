"""Named unit converters, registered at import."""

_CONVERTERS = {}


def register(name, factor):
    _CONVERTERS[name] = factor


def convert(value, name):
    return value * _CONVERTERS[name]


for _name, _factor in (("km", 1000.0), ("mile", 1609.344), ("yard", 0.9144)):
    register(_name, _factor)
