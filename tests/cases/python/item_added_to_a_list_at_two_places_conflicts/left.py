PLUGINS = [first, extra, last]


def run():
    return PLUGINS
