class Handler(Base):
    pass
