class Handler(Base, CachingMixin):
    pass
