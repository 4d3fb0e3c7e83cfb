import logging
from app.store import Store
from app.settings import load


def main():
    Store(load()).run()
