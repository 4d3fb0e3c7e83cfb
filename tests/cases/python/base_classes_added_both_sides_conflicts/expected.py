<<<<<<< left
class Handler(Base, LoggingMixin):
||||||| base
class Handler(Base):
=======
class Handler(Base, CachingMixin):
>>>>>>> right
    pass
