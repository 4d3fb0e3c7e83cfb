def parse(text):
    try:
        return decode(text)
    except (ValueError, TypeError):
        return None
