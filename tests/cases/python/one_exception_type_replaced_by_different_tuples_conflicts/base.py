def parse(text):
    try:
        return decode(text)
    except Exception:
        return None
