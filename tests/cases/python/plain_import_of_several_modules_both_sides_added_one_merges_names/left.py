import logging, os, shutil


def workdir():
    logging.info("cwd")
    return os.getcwd()


def clean(path):
    shutil.rmtree(path)
