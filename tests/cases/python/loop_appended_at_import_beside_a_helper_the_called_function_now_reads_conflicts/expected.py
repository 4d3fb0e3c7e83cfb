"""Named unit converters, registered at import."""

_CONVERTERS = {}


def register(name, factor):
    _check_name(name)
    _CONVERTERS[name] = factor


def convert(value, name):
    return value * _CONVERTERS[name]
<<<<<<< left


for _name, _factor in (("km", 1000.0), ("mile", 1609.344), ("yard", 0.9144)):
    register(_name, _factor)
||||||| base
=======


def _check_name(name):
    if not name.isidentifier() or name in _CONVERTERS:
        raise ValueError(f"bad or duplicate converter name: {name!r}")
>>>>>>> right
