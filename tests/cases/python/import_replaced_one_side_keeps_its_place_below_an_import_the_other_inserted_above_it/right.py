import logging
from app.store import Store
from app.cache import Cache
from app.config import load


def main():
    Store(load(), Cache()).run()
