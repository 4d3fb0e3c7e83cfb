from app import db
from app import models
from app import signals


def save(item):
    db.session.add(item)


def delete(item):
    db.session.delete(item)
    signals.deleted.send(item)
