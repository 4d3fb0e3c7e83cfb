import logging, os, shutil, tempfile


def workdir():
    logging.info("cwd")
    return os.getcwd()


def clean(path):
    shutil.rmtree(path)


def scratch():
    return tempfile.mkdtemp()
