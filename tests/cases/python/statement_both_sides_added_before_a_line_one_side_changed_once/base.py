import os


def spawn(cmd, quiet=False):
    with open(os.devnull, "w") as sink:
        run(cmd, stdout=sink if quiet else None)
