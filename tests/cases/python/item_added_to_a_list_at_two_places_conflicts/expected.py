<<<<<<< left
PLUGINS = [first, extra, last]
||||||| base
PLUGINS = [first, last]
=======
PLUGINS = [extra, first, last]
>>>>>>> right


def run():
    """Every plugin, in order."""
    return PLUGINS
