PLUGINS = [extra, first, last]


def run():
    """Every plugin, in order."""
    return PLUGINS
