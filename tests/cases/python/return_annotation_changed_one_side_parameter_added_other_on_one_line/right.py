def parse(text: str, sep: str = "=") -> dict:
    return dict(line.split(sep, 1) for line in text.splitlines())
