from app import cache
from app import db
from app import models
from app import signals


def save(item):
    db.session.add(item)
    signals.saved.send(item)
    cache.clear()
