"""Command-line entry point."""
import os, sys
import logging

log = logging.getLogger(__name__)


def workdir():
    return os.getcwd()


def arguments():
    return sys.argv[1:]
