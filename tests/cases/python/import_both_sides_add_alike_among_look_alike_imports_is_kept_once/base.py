from app import db
from app import models


def save(item):
    db.session.add(item)
