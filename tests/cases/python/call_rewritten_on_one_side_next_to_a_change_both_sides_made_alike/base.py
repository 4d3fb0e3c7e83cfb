class Error(Exception):
    pass


def run(command, argv):
    try:
        return command.run(argv)
    except Error:
        return None


def usage():
    return "run COMMAND"
