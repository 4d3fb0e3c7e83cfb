def parse(text):
    try:
        return decode(text)
    except (UnicodeError, LookupError):
        return None
