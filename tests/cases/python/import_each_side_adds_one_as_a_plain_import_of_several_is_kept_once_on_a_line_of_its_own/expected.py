"""Command-line entry point."""
import os
import logging
import sys

log = logging.getLogger(__name__)


def workdir():
    return os.getcwd()


def arguments():
    return sys.argv[1:]


def interpreter():
    return sys.executable
