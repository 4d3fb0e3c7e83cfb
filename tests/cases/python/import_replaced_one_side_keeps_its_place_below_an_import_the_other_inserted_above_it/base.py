import logging
from app.store import Store
from app.config import load


def main():
    Store(load()).run()
