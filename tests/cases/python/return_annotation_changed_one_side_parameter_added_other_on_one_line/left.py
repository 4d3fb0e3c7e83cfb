def parse(text: str) -> dict[str, str]:
    return dict(line.split("=", 1) for line in text.splitlines())
