import logging

logging.basicConfig(level=logging.INFO)
log = logging.getLogger(__name__)


def run():
    log.info("run")
