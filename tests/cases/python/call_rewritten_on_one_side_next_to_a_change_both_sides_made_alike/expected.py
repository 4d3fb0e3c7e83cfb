class Error(Exception):
    pass


def run(command, argv):
    try:
        return command.run(
            argv, strict=True,
        )
    except (TypeError, Error):
        return None


def usage():
    return "run COMMAND [ARGS]"
