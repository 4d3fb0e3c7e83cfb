"""Command-line entry point."""
import os
import logging

log = logging.getLogger(__name__)


def workdir():
    return os.getcwd()
