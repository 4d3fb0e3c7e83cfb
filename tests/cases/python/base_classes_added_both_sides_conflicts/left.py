class Handler(Base, LoggingMixin):
    pass
