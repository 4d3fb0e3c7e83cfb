DEFAULT_PLUGINS = [
    "cache",
    "logging",
    "metrics"
]


def enabled(name: str) -> bool:
    return name in DEFAULT_PLUGINS
