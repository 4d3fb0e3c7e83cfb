import os


def spawn(cmd, quiet=False):
    quiet = quiet or os.environ.get("QUIET") == "1"
    with open(os.devnull, "w") as sink:
        run(cmd, stdout=sink if quiet else None)
