def load(path, mode="r"):
    """Read a config file."""
    with open(path, mode) as fh:
        text = fh.read().strip()
    data = parse(text, strict=True)
    return data
