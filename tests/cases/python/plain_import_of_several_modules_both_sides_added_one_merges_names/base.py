import logging, os


def workdir():
    logging.info("cwd")
    return os.getcwd()
