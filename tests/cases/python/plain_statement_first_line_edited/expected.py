import logging

logging.basicConfig(level=logging.DEBUG)
log = logging.getLogger(__name__)


def run():
    log.info("run")


def stop():
    log.info("stop")


def pause():
    log.info("pause")
