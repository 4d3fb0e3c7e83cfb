import logging
from app.store import Store
from app.cache import Cache
from app.settings import load


def main():
    Store(load(), Cache()).run()
