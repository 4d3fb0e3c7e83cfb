import logging, os, tempfile


def workdir():
    logging.info("cwd")
    return os.getcwd()


def scratch():
    return tempfile.mkdtemp()
