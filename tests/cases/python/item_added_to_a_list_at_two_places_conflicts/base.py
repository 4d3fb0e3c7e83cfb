PLUGINS = [first, last]


def run():
    return PLUGINS
