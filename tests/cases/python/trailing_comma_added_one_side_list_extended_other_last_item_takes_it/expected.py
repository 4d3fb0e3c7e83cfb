DEFAULT_PLUGINS = [
    "cache",
    "logging",
    "metrics",
    "tracing",
]


def enabled(name: str) -> bool:
    return name in DEFAULT_PLUGINS
